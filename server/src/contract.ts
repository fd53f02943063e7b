// The bundled contract the server is built from (routing, validation, serialisation).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  /** The contract marks the request body as required. */
  bodyRequired: boolean;
  /** The security schemes the operation allows (none: public). */
  schemes: string[];
}

export const contractPath = path.resolve(import.meta.dirname, '../../generated/openapi.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        tags: string[];
        requestBody?: { required?: boolean };
        responses?: Record<string, unknown>;
        security?: Record<string, unknown>[];
      }
    >
  >;
  security?: Record<string, unknown>[];
  [key: string]: unknown;
};

export function loadContract(): OpenApi {
  return JSON.parse(readFileSync(contractPath, 'utf8')) as OpenApi;
}

export function contractOperations(doc: OpenApi): ContractOperation[] {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      operationId: item[method].operationId,
      method,
      path: p,
      tag: item[method].tags[0],
      bodyRequired: item[method].requestBody?.required === true,
      schemes: (item[method].security ?? doc.security ?? []).flatMap((s) => Object.keys(s)),
    })),
  );
}

/** Path prefixes that belong to the API; everything else is the app. */
export const API_PREFIXES = ['/v1/', '/v2/', '/v3/', '/api/', '/status/'];
