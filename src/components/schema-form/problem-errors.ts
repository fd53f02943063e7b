// Turns a server Problem (RFC 9457 with `errors[]` of JSON pointers such as `/body/email`) into
// rjsf `extraErrors` on the matching fields, and keeps what matches no field for a form alert.
import type { ErrorSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { ApiError, type Problem } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-messages';
import { pointerSegments, schemaAt, type JsonSchema } from './json-schema';
import { validationMessage } from './validation-message';

export interface ServerErrors {
  /** Field errors, in rjsf's ErrorSchema shape. */
  fields: ErrorSchema;
  /** Messages that belong to no field of the form (wrong credentials, rate limit…). */
  general: string[];
}

/** The field path of a pointer into the request body; undefined for query, path or header. */
export function bodyPath(pointer: string): string[] | undefined {
  const segments = pointerSegments(pointer);
  if (segments[0] === 'body') return segments.slice(1);
  if (['query', 'path', 'header', 'headers'].includes(segments[0] ?? '')) return undefined;
  return segments;
}

function addFieldError(fields: ErrorSchema, path: string[], message: string): void {
  let node = fields as Record<string, unknown>;
  for (const segment of path) {
    node[segment] ??= {};
    node = node[segment] as Record<string, unknown>;
  }
  const list = (node.__errors ??= []) as string[];
  list.push(message);
}

// The server's `code` is the failed keyword (400) or a rule of the product (422, e.g.
// logo_not_https): the product's translated message of a keyword where the field's schema gives what
// it needs, else the catalogue's text of the code, else the server's own detail.
function fieldMessage(
  entry: NonNullable<Problem['errors']>[number],
  fieldSchema: JsonSchema | undefined,
  t: TFunction,
): string {
  if (!entry.code || !fieldSchema) return entry.detail;
  const keyword = entry.code === 'format' && fieldSchema.format ? 'format' : entry.code;
  const { key, values } = validationMessage({
    keyword,
    params: { format: fieldSchema.format, pattern: fieldSchema.pattern },
    fieldSchema,
  });
  if (key === 'invalid') return problemMessage({ code: entry.code, detail: entry.detail }, t);
  return t(key, { ns: 'validation', ...values });
}

export function serverErrors(error: unknown, schema: JsonSchema, t: TFunction): ServerErrors {
  const result: ServerErrors = { fields: {}, general: [] };
  if (!error) return result;
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (!problem) {
    result.general.push(t('serverUnavailable', { ns: 'forms' }));
    return result;
  }
  for (const entry of problem.errors ?? []) {
    const path = bodyPath(entry.pointer);
    const fieldSchema = path?.length ? schemaAt(schema, path) : undefined;
    if (path?.length && fieldSchema)
      addFieldError(result.fields, path, fieldMessage(entry, fieldSchema, t));
    else result.general.push(entry.detail);
  }
  // A Problem without field pointers: the catalogue's text of its code, else the server's detail.
  if (!problem.errors?.length) result.general.push(problemMessage(problem, t));
  return result;
}
