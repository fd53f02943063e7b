// An error answered before the request body has arrived (a body over the limit, a broken
// multipart body, a caller refused before the body is read) must still reach a client that is
// sending. Node's server closes a `Connection: close` answer's socket as soon as the answer is
// written (socket.destroySoon); the client's bytes still arriving then meet a closed socket, the
// kernel answers them with a reset, and a reset makes the client's kernel drop the answer it had
// not read yet: the client sees "connection reset" instead of the 413 (measured with an 80 MB
// JSON body against the 30 MB limit). So such a socket closes the way web servers do it
// (nginx's lingering_close): the answer goes out with `Connection: close`, the server's side is
// shut for writing, and what the client still sends is read and dropped until it stops, within
// bounds of bytes, idle time and total time; then the socket is destroyed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Socket } from 'node:net';

export interface LingerBounds {
  /** Most bytes read and dropped after the answer. */
  maxBytes: number;
  /** Longest the client may stay silent. */
  idleMs: number;
  /** Longest the whole linger may last. */
  totalMs: number;
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

/** Whether the answer about to go out leaves part of the request body unread. */
export function bodyStillArriving(request: FastifyRequest): boolean {
  return hasBody(request) && !request.raw.complete;
}

/**
 * Makes the answer of `request` close its connection after draining what the client still sends
 * (within `bounds`). Call before the answer is sent; a no-op under inject (no socket).
 */
export function closeAfterDraining(
  request: FastifyRequest,
  reply: FastifyReply,
  bounds: LingerBounds,
): void {
  reply.header('connection', 'close');
  const socket = request.raw.socket;
  // The body goes through Node's HTTP parser into the request, which drops it once resumed.
  request.raw.resume();
  if (!(socket instanceof Socket) || socket.destroyed) return;
  socket.destroySoon = function linger(this: Socket) {
    let drained = 0;
    let idle: NodeJS.Timeout;
    const stop = () => {
      clearTimeout(idle);
      clearTimeout(total);
      this.destroy();
    };
    const total = setTimeout(stop, bounds.totalMs);
    const quiet = () => {
      clearTimeout(idle);
      idle = setTimeout(stop, bounds.idleMs);
    };
    quiet();
    this.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > bounds.maxBytes) stop();
      else quiet();
    });
    this.once('end', stop);
    this.once('close', () => {
      clearTimeout(idle);
      clearTimeout(total);
    });
    this.end();
    this.resume();
  };
}
