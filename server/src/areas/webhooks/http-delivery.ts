// One HTTP attempt of a delivery: a POST with a bounded time (connection, answer and body
// together), no redirects followed, the answer's first 500 characters kept. Unless private
// addresses are allowed, the host's name is resolved here and the connection goes to an address
// that was checked to be public (a name that resolves to a private address, also one that
// changes its answer between registration and delivery, is refused).
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, publicOnlyLookup } from '../../security/public-network.ts';

export interface AttemptResult {
  /** The answer's status, or null when none came (refused, timed out, refused address). */
  status: number | null;
  /** The answer's beginning, or why the attempt failed. */
  excerpt: string;
  latencyMs: number;
}

const EXCERPT_CHARS = 500;
const MAX_READ_BYTES = 16 * 1024;

export function postDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: {
    timeoutMs: number;
    allowPrivate: boolean;
    /** The connection's checking lookup (publicOnlyLookup; tests watch it with another). */
    lookup?: LookupFunction;
  },
): Promise<AttemptResult> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return finish({ status: null, excerpt: 'the address is not a valid URL' });
    }
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && isIP(literal) && !isPublicAddress(literal)) {
      return finish({ status: null, excerpt: 'the address is on a private or loopback network' });
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(options.allowPrivate ? {} : { lookup: options.lookup ?? publicOnlyLookup }),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          if (read < MAX_READ_BYTES) chunks.push(chunk);
          read += chunk.length;
          if (read >= MAX_READ_BYTES) response.destroy();
        });
        const done = () =>
          finish({
            status: response.statusCode ?? null,
            excerpt: Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS),
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, excerpt: `no answer within ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        status: null,
        excerpt: (error.message || String(error.code)).slice(0, EXCERPT_CHARS),
      }),
    );
    request.end(body);
  });
}
