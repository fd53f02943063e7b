// The caller's address, the key of the per-address rate limits of the auth operations (the
// socket's; behind a proxy configure Fastify's trustProxy so that request.ip is the client's).
import type { FastifyRequest } from 'fastify';

export const clientAddress = (request: FastifyRequest) => request.ip || 'unknown';
