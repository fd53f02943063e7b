// A customer's web server for the company-logo tests: https on loopback with a certificate of its
// own (made with openssl, trusted by the test server through config.outboundCa), serving a real
// logo, a redirect to it, and the ways an address can fail (a web page, a missing file, bytes
// that only claim to be an image, a file over 2 MB, an image over 10 000 pixels wide).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'logo-host-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
        ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A 480 x 160 PNG logo: a blue bar on transparent ground. */
export async function logoPng(width = 480, height = 160): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 31, g: 94, b: 214, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

export interface LogoHost {
  /** The https address of `file` on this host, e.g. url('/logo.png'). */
  url(file: string): string;
  /** The host's certificate, to trust it (config.outboundCa). */
  cert: string;
  /** Paths asked for, in order. */
  asked: string[];
  close(): Promise<void>;
}

export async function startLogoHost(): Promise<LogoHost> {
  const { key, cert } = selfSignedCertificate();
  const logo = await logoPng();
  // Noise does not compress: a PNG of more than 2 MB.
  const noise = Buffer.alloc(1200 * 1200 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const big = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const wide = await logoPng(11_000, 10);
  const asked: string[] = [];
  const files: Record<string, { type: string; body: Buffer; status?: number }> = {
    '/logo.png': { type: 'image/png', body: logo },
    '/page.html': { type: 'text/html', body: Buffer.from('<!doctype html><p>Welcome</p>') },
    '/fake.png': { type: 'image/png', body: Buffer.from('this is no picture at all') },
    '/big.png': { type: 'image/png', body: big },
    '/wide.png': { type: 'image/png', body: wide },
  };
  const server: Server = createServer({ key, cert }, (request, response) => {
    const file = request.url ?? '/';
    asked.push(file);
    if (file === '/moved') {
      response.writeHead(302, { location: '/logo.png' }).end();
      return;
    }
    if (file === '/loop') {
      response.writeHead(301, { location: '/loop' }).end();
      return;
    }
    const found = files[file];
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': found.type }).end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (file) => `https://127.0.0.1:${port}${file}`,
    cert,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
