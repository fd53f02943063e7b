// The bodies every operation that accepts one must refuse with a declared 4xx Problem (one
// multipart path, and a 413 for any body over the limit): a multipart body cut short, a multipart Content-Type without a boundary, and a JSON
// and a multipart body over BODY_LIMIT_BYTES. Sent over a real socket (the oversized bodies are
// refused before they are read, and an in-process request never shows a reset), with the
// operation's proper credentials so that the body is what is judged.
import { request as httpRequest } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './operations.ts';
import type { World } from './requests.ts';
import { b64 } from './wire.ts';

export interface HostileBody {
  name: string;
  headers: Record<string, string>;
  payload: Buffer;
}

/** The four hostile bodies, the oversized ones `limitBytes` + 1 KB long. */
export function hostileBodies(limitBytes: number, pdf: Buffer): HostileBody[] {
  const boundary = '----hostile7f3a';
  const part = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const multipartType = `multipart/form-data; boundary=${boundary}`;
  const padding = limitBytes + 1024;
  const oversizedPart = Buffer.concat([
    part.subarray(0, part.length - boundary.length - 8),
    Buffer.alloc(padding, 0x20),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return [
    {
      name: 'truncated multipart',
      headers: { 'content-type': multipartType },
      payload: part.subarray(0, part.length >> 1),
    },
    {
      name: 'boundary-less multipart',
      headers: { 'content-type': 'multipart/form-data' },
      payload: part,
    },
    {
      name: 'oversized JSON',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from(JSON.stringify({ title: 'x'.repeat(padding) })),
    },
    {
      name: 'oversized multipart',
      headers: { 'content-type': multipartType },
      payload: oversizedPart,
    },
  ];
}

/** The operation's URL with known ids, and its proper credentials. */
export function targetOf(operation: Operation, world: World) {
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(world.pathValues[name]?.[0] ?? 'unknown'),
  );
  const direct = world.directs[0];
  const headers: Record<string, string> =
    operation.security === 'bearer'
      ? { authorization: `Bearer ${world.tokens.owner}` }
      : operation.security === 'basic'
        ? { authorization: `Basic ${b64(`${direct.user}:${direct.password}`)}` }
        : {};
  return { url, headers };
}

/**
 * One request over a real socket: the body written in 64 KB pieces, the answer read even when it
 * comes before the body is all sent, as the oracle reads an in-process answer.
 */
export function sendOverSocket(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<LightMyRequestResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            json: () => JSON.parse(text),
          } as unknown as LightMyRequestResponse);
        });
      },
    );
    request.on('error', reject);
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!request.write(piece)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}
