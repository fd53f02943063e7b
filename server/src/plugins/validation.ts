// Request validation with Ajv for draft 2020-12 (the contract is OpenAPI 3.1). Fastify's default
// Ajv rejects 3.1 keywords and silently strips unknown body fields; this one rejects them.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    removeAdditional: false,
    strict: false,
    useDefaults: coerce,
    // Query, path and header values arrive as strings: coerce them to the schema's types.
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats.default(ajv);
  return ajv;
}

export function useContractValidation(app: FastifyInstance): void {
  const bodies = makeAjv(false);
  const others = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodies : others).compile(schema as FastifySchema & object),
  );
}
