// Raw HTTP/1.1 on loopback for the cases app.inject cannot make: requests the HTTP parser or the
// router refuses before any route (oversized headers, a request line that is not HTTP, broken
// escapes), whose answers the fuzz test checks are Problems too.
import { connect } from 'node:net';

/** One raw HTTP/1.1 exchange on loopback: what a client the HTTP parser refuses gets back. */
export function rawExchange(
  port: number,
  request: string,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const [head, ...rest] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const type = /^content-type: *(.*)$/im.exec(head)?.[1] ?? '';
      resolve({ status, type, body: rest.join('\r\n\r\n') });
    });
    // Written, not ended: a half-closed socket lets Node's HTTP server abort a request whose
    // answer is still on its way (seen as status 0 under load); every request here either asks
    // for Connection: close or is one the parser refuses, so the server closes after answering.
    socket.write(request);
    // Only a server that never answers is cut off; a loaded machine (the browser journeys beside
    // the PostgreSQL suite) took over 5 s for one answer, read as status 0.
    setTimeout(() => socket.destroy(), 20_000);
  });
}
