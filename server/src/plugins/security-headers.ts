// Headers that every answer carries, so a browser holds the app to what it needs and nothing
// more: scripts only from our own origin (the built app has no inline script), no framing by
// other sites, no MIME sniffing, no referrer (direct-sign links carry their secret in the path),
// HSTS once the product is reached over TLS. Styles may be inline: Chakra (emotion) injects them.
// Cross-origin calls are refused unless CORS_ORIGINS names the caller's origin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // No 'unsafe-eval' and no inline script: the schema forms validate with Ajv standalone
  // functions generated at codegen time (generated/validators/), so nothing compiles code in the
  // browser; e2e/csp/ visits every route and submits every form under this policy.
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const STATIC_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const HSTS = 'max-age=31536000; includeSubDomains';
const CORS_METHODS = 'GET, HEAD, POST, PUT, DELETE, PATCH';
const CORS_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, X-Request-Id';

export interface SecurityHeaderOptions {
  /** The product's public address: HSTS is sent when it is https. */
  publicUrl: string;
  /** Origins allowed to call the API from a browser (none by default). */
  corsOrigins: readonly string[];
}

export function addSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const tls = options.publicUrl.startsWith('https://');
  const allowed = new Set(options.corsOrigins);
  const corsFor = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return false;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
    reply.header('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id, Content-Disposition');
    return true;
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(STATIC_HEADERS);
    if (tls || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    corsFor(request, reply);
    done(null, payload);
  });
  if (allowed.size === 0) return;
  // Preflights of allowed origins; any other OPTIONS request falls through to a 404 Problem.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
    if (!corsFor(request, reply)) return;
    reply.header('Access-Control-Allow-Methods', CORS_METHODS);
    reply.header('Access-Control-Allow-Headers', CORS_HEADERS);
    reply.header('Access-Control-Max-Age', '600');
    reply.headers(STATIC_HEADERS);
    await reply.code(204).send();
  });
}
