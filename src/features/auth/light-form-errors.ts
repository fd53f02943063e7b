// The validation messages of the light schema form (light-schema-form.tsx): the generated
// standalone validator's Ajv errors become the same translated messages the rjsf form shows
// (validation-message.ts), keyed by the field they belong to. Flat forms only: every error names
// one top-level property.
import type { JsonSchema } from '@/components/schema-form/json-schema';
import { validationMessage } from '@/components/schema-form/validation-message';

/** The parts of an Ajv error the messages need. */
export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export type Translate = (key: string, options: Record<string, unknown>) => string;

/** Field name → its messages, in the order the validator found them. */
export type FieldErrors = Record<string, string[]>;

/** The top-level property an error is about: a missing one, or the first segment of its path. */
export function errorField(error: AjvError): string | undefined {
  if (error.keyword === 'required') return String(error.params.missingProperty ?? '') || undefined;
  const segment = error.instancePath.split('/')[1];
  return segment ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

export function fieldErrors(
  errors: readonly AjvError[],
  schema: JsonSchema,
  data: Record<string, unknown>,
  t: Translate,
): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = errorField(error);
    if (!field) continue;
    const { key, values } = validationMessage({
      keyword: error.keyword,
      params: error.params,
      fieldSchema: schema.properties?.[field],
      value: data[field],
    });
    const message = t(key, { ns: 'validation', ...values });
    const list = (result[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return result;
}

/** The values a submit sends: the schema's defaults under what was entered, empty texts left out. */
export function submittedData(
  schema: JsonSchema,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = values[name] ?? property.default;
    if (value !== undefined && value !== '') data[name] = value;
  }
  return data;
}
