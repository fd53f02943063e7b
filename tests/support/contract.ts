// Helpers shared by the contract tests: the bundled contract, its operations and an ajv
// (draft 2020-12) that resolves the contract's own `#/components/...` references.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const root = path.resolve(import.meta.dirname, '../..');

export type Json = Record<string, unknown>;

export interface OperationRef {
  method: string;
  path: string;
  pointer: string;
  operation: Json;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export function loadContract(dir = 'generated'): Json {
  return JSON.parse(readFileSync(path.join(root, dir, 'openapi.json'), 'utf8')) as Json;
}

/** JSON pointer escaping (RFC 6901), then URI-fragment escaping for ajv's schema ids. */
export function pointerOf(...tokens: string[]): string {
  return tokens
    .map((token) => encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1')))
    .map((token) => `/${token}`)
    .join('');
}

export function operationsOf(doc: Json): OperationRef[] {
  const paths = doc.paths as Record<string, Json>;
  return Object.entries(paths).flatMap(([p, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path: p,
      pointer: pointerOf('paths', p, method),
      operation: item[method] as Json,
    })),
  );
}

/** Follows a local `$ref` (components only) so tests can look inside referenced objects. */
export function deref<T = Json>(doc: Json, node: unknown): T {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    const tokens = (current.$ref as string).replace(/^#\//, '').split('/');
    current = tokens.reduce<Json>(
      (acc, token) => acc[token.replaceAll('~1', '/').replaceAll('~0', '~')] as Json,
      doc,
    );
  }
  return current as T;
}

export const CONTRACT_ID = 'contract.json';

export function contractAjv(doc: Json): Ajv2020 {
  // strict: false because the document also holds OpenAPI keywords (paths, info, example…).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: CONTRACT_ID });
  return ajv;
}

export function validatorAt(ajv: Ajv2020, pointer: string): ValidateFunction {
  const validate = ajv.getSchema(`${CONTRACT_ID}#${pointer}`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return validate;
}

export function isJsonMediaType(mediaType: string): boolean {
  return /^application\/([\w.+-]+\+)?json$/.test(mediaType.split(';')[0].trim());
}
