// The exact bytes of a request body, kept by plugins/raw-body.ts for the operations that verify a
// signature over them (the payment provider's webhook): JSON parsing would change them. A module
// of its own so the handler reads them without depending on the plugin.
import type { FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export const keepRawBodyOf = (request: FastifyRequest, body: Buffer): void => {
  rawBodies.set(request, body);
};

export const rawBodyOf = (request: FastifyRequest): Buffer | undefined => rawBodies.get(request);
