// An HTTP proxy in front of a server that passes every exchange through unchanged except the JSON
// answers a `corrupt` function rewrites: a server that breaks the contract in one known place.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Corruption {
  /** Whether this answer is the one to break (method, path without query, status). */
  matches(method: string, path: string, status: number): boolean;
  /** The broken JSON body. */
  corrupt(body: unknown): unknown;
}

export interface CorruptingProxy {
  url: string;
  /** How many answers were corrupted so far. */
  corrupted(): number;
  close(): Promise<void>;
}

export async function startCorruptingProxy(
  upstream: string,
  corruption: Corruption,
): Promise<CorruptingProxy> {
  const target = new URL(upstream);
  let corrupted = 0;
  const server = http.createServer((request, response) => {
    // Ask for plain bodies so a JSON answer can be read and rewritten.
    const headers = { ...request.headers, host: target.host };
    delete headers['accept-encoding'];
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const outHeaders = { ...answer.headers };
          const path = (request.url ?? '/').split('?')[0];
          const isJson = /json/.test(String(answer.headers['content-type'] ?? ''));
          const status = answer.statusCode ?? 502;
          if (isJson && corruption.matches(request.method ?? 'GET', path, status)) {
            body = Buffer.from(JSON.stringify(corruption.corrupt(JSON.parse(body.toString()))));
            delete outHeaders['transfer-encoding'];
            outHeaders['content-length'] = String(body.length);
            corrupted++;
          }
          response.writeHead(status, outHeaders);
          response.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    corrupted: () => corrupted,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
