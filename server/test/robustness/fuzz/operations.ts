// The contract's operations as the fuzzer needs them: parameters (path item and operation level,
// $refs resolved), request bodies per media type, the security scheme and the declared answers.
import { contractOperations, type OpenApi } from '../../../src/contract.ts';
import { pendingIssueFor } from '../../../src/areas/pending.ts';
import type { Schema, SchemaFuzzer } from './schema.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  security: 'bearer' | 'basic' | 'none';
  parameters: Parameter[];
  /** Request body schemas by media type (empty when the operation takes no body). */
  bodies: Record<string, Schema>;
  bodyRequired: boolean;
  /** Declared answers: status → media types. */
  responses: Record<string, string[]>;
  pending: boolean;
  /** Changes state the other requests rely on (deletes, declines, logout…): run last. */
  destructive: boolean;
}

type RawOperation = {
  operationId: string;
  parameters?: unknown[];
  security?: Record<string, unknown>[];
  requestBody?: { content?: Record<string, { schema?: unknown }>; required?: boolean };
  responses: Record<string, unknown>;
};

const DESTRUCTIVE =
  /^(delete|remove|decline|withdraw|logout|cancel|delegate|claim|revoke|reset|change)/i;

export function fuzzOperations(doc: OpenApi, schemas: SchemaFuzzer): Operation[] {
  const global = (doc.security as Record<string, unknown>[] | undefined) ?? [];
  return contractOperations(doc).map((op) => {
    const item = doc.paths[op.path] as unknown as Record<string, unknown>;
    const raw = item[op.method] as RawOperation;
    const parameters = [
      ...((item.parameters as unknown[] | undefined) ?? []),
      ...(raw.parameters ?? []),
    ].map((p) => {
      const r = schemas.resolve(p) as unknown as Parameter & { schema: unknown };
      return { ...r, required: r.required === true, schema: schemas.resolve(r.schema) };
    });
    const security = raw.security ?? global;
    const schemes = security.flatMap((s) => Object.keys(s));
    const bodies: Record<string, Schema> = {};
    for (const [type, media] of Object.entries(raw.requestBody?.content ?? {}))
      bodies[type] = schemas.resolve(media.schema);
    const responses: Record<string, string[]> = {};
    for (const [status, response] of Object.entries(raw.responses)) {
      const r = schemas.resolve(response) as { content?: Record<string, unknown> };
      responses[status] = Object.keys(r.content ?? {});
    }
    return {
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      tag: op.tag,
      security: schemes.includes('basicAuth')
        ? 'basic'
        : schemes.includes('bearerAuth')
          ? 'bearer'
          : 'none',
      parameters,
      bodies,
      bodyRequired: op.bodyRequired,
      responses,
      pending: pendingIssueFor(op.tag, op.operationId) !== undefined,
      destructive: op.method === 'delete' || DESTRUCTIVE.test(op.operationId),
    };
  });
}
