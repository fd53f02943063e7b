// A webhook receiver on loopback for the tests: it verifies each delivery's signature the way the
// contract's snippet does (HMAC-SHA256 over `<Webhook-Timestamp>.<raw body>`), answers the
// statuses it is told to in turn (then 200), and keeps the events de-duplicated by their id.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
  signatureValid: boolean;
  answered: number;
}

export function verify(secret: string, headers: IncomingHttpHeaders, rawBody: string): boolean {
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  // One `v1=` entry per secret (two for a day after a rotation): any may match.
  return String(headers['webhook-signature'] ?? '')
    .split(',')
    .some((entry) => {
      const given = entry.trim().replace(/^v1=/, '');
      return (
        given.length === expected.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      );
    });
}

export class Receiver {
  readonly received: Received[] = [];
  /** Event ids seen, in the order first seen (what a de-duplicating receiver processes). */
  readonly processed: Received['event'][] = [];
  /** Statuses answered in turn before 200s (e.g. [500, 500]). */
  script: number[] = [];
  /** Answer this status always (e.g. 500 for an endpoint that never recovers). */
  always: number | undefined;
  secret = '';
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const event = JSON.parse(body) as Received['event'];
        const answered = this.always ?? this.script.shift() ?? 200;
        this.received.push({
          headers: request.headers,
          body,
          event,
          signatureValid: verify(this.secret, request.headers, body),
          answered,
        });
        if (answered === 200 && !this.processed.some((e) => e.id === event.id)) {
          this.processed.push(event);
        }
        response.writeHead(answered, { 'content-type': 'text/plain' });
        response.end(answered === 200 ? 'ok' : 'receiver failed');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
