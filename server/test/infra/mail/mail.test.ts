// Mail transports (SMTP with SMTP_URL, else the outbox), the mail queue delivering through SMTP,
// and the local mailbox page.
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/context.ts';
import { createMailer } from '../../../src/mail/create-mailer.ts';
import { MailQueue } from '../../../src/mail/mail-queue.ts';
import type { Mailer } from '../../../src/mail/mailer.ts';
import { OutboxMailer } from '../../../src/mail/outbox-mailer.ts';
import { SmtpMailer } from '../../../src/mail/smtp-mailer.ts';
import { registerErrorHandler } from '../../../src/plugins/errors.ts';
import { registerMailbox } from '../../../src/plugins/mailbox.ts';
import { createTestDb, type TestDb } from '../../support/test-db.ts';

/**
 * A minimal SMTP server that keeps what it receives (no TLS, no auth); it refuses the first
 * `refuse` messages with 421 (try again later).
 */
function smtpSink(refuse = 0): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  let refused = 0;
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (line.startsWith('MAIL FROM') && refused < refuse) {
          refused += 1;
          socket.end('421 4.3.2 service not available, try again later\r\n');
        } else if (line.startsWith('EHLO')) socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.address() as { port: number }).port, received });
    }),
  );
}

const confirmation = {
  to: 'anna.meier@muster-treuhand.ch',
  subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
  text: 'Bestätigen: http://127.0.0.1:8080/confirm?token=abc',
  html: '<p><a href="http://127.0.0.1:8080/confirm?token=abc">Bestätigen</a></p>',
  language: 'de-ch',
};

describe('transports', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.close());

  it('createMailer chooses SMTP when SMTP_URL is set, else the outbox', () => {
    expect(
      createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'x <x@y.ch>' }, testDb.db),
    ).toBeInstanceOf(SmtpMailer);
    expect(createMailer({ smtpUrl: undefined, mailFrom: 'x <x@y.ch>' }, testDb.db)).toBeInstanceOf(
      OutboxMailer,
    );
  });

  it('SmtpMailer delivers text and HTML in the recipient language', async () => {
    const sink = await smtpSink();
    try {
      const mailer = new SmtpMailer(
        `smtp://127.0.0.1:${sink.port}`,
        'Signing <no-reply@signing.example>',
      );
      await mailer.send(confirmation);
      mailer.close();
      expect(sink.received).toHaveLength(1);
      const raw = sink.received[0];
      expect(raw).toMatch(/^To: anna\.meier@muster-treuhand\.ch$/m);
      expect(raw).toMatch(/^From: Signing <no-reply@signing\.example>$/m);
      expect(raw).toMatch(/^Content-Language: de-ch$/m);
      expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(raw).toMatch(/^Content-Type: text\/html/m);
    } finally {
      sink.server.close();
    }
  });

  it('SmtpMailer fails loudly when the SMTP server cannot be reached', async () => {
    const sink = await smtpSink();
    const port = sink.port;
    await new Promise((resolve) => sink.server.close(resolve));
    await expect(new SmtpMailer(`smtp://127.0.0.1:${port}`).send(confirmation)).rejects.toThrow();
  });

  it('the mail queue delivers through SMTP once, after the server refused it twice', async () => {
    const sink = await smtpSink(2);
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${sink.port}`);
    const queue = new MailQueue(
      testDb.db,
      mailer,
      { warn: () => {}, error: () => {} },
      { retryBaseMs: 20, pollMs: 60_000 },
    );
    try {
      await queue.transaction((trx) => queue.add(trx, confirmation));
      expect(sink.received).toHaveLength(0);
      for (let i = 0; i < 100 && sink.received.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await queue.settled();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      await queue.settled();
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]).toMatch(/^To: anna\.meier@muster-treuhand\.ch$/m);
      const [row] = await testDb.db.selectFrom('mail_queue').selectAll().execute();
      expect(row).toMatchObject({ attempts: 3, message: null, failed_at: null });
    } finally {
      await queue.stop();
      mailer.close();
      sink.server.close();
      await testDb.db.deleteFrom('mail_queue').execute();
    }
  });

  it('OutboxMailer keeps the message in the outbox table', async () => {
    await new OutboxMailer(testDb.db).send(confirmation);
    const rows = await testDb.db.selectFrom('outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recipient: confirmation.to,
      subject: confirmation.subject,
      html_body: confirmation.html,
      language: 'de-ch',
    });
  });
});

describe('mailbox page', () => {
  let testDb: TestDb;
  let app: FastifyInstance;

  async function appWith(mailer: Mailer): Promise<FastifyInstance> {
    const instance = Fastify({ logger: false });
    registerErrorHandler(instance);
    await registerMailbox(instance, { db: testDb.db, mailer } as AppContext);
    await instance.ready();
    return instance;
  }

  beforeAll(async () => {
    testDb = await createTestDb();
    const outbox = new OutboxMailer(testDb.db);
    await outbox.send({ ...confirmation, subject: 'First <mail>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.send({
      to: 'Beat.Keller@muster-treuhand.ch',
      subject: 'Reset your password',
      text: 'Reset: http://127.0.0.1:8080/reset?token=xyz',
      html: '<p><a href="http://127.0.0.1:8080/reset?token=xyz">Reset</a> "quoted"</p>',
      language: 'en-gb',
    });
    app = await appWith(outbox);
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
  });

  it('lists the mail newest first with to, subject and time, escaped', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html.indexOf('Reset your password')).toBeLessThan(html.indexOf('First &lt;mail&gt;'));
    expect(html).toContain('Beat.Keller@muster-treuhand.ch');
    expect(html).not.toContain('<mail>');
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
  });

  it('answers JSON for scripts, filtered by recipient (case-insensitive)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dev/mailbox?to=beat.keller@muster-treuhand.ch',
      headers: { accept: 'application/json' },
    });
    const list = response.json() as { id: string; subject: string }[];
    expect(list.map((m) => m.subject)).toEqual(['Reset your password']);
    const one = await app.inject({ method: 'GET', url: `/dev/mailbox/${list[0].id}?format=json` });
    expect(one.json()).toMatchObject({
      to: 'Beat.Keller@muster-treuhand.ch',
      text: 'Reset: http://127.0.0.1:8080/reset?token=xyz',
      language: 'en-gb',
    });
  });

  it('shows one message with its HTML in a sandboxed frame whose links open the page', async () => {
    const [message] = (
      await app.inject({ method: 'GET', url: '/dev/mailbox?format=json' })
    ).json() as { id: string }[];
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox/${message.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Reset your password</h1>');
    expect(response.body).toMatch(/<iframe [^>]*sandbox="allow-top-navigation-by-user-activation/);
    expect(response.body).toContain(
      'srcdoc="&lt;base target=&quot;_top&quot;&gt;&lt;p&gt;&lt;a href=&quot;http://127.0.0.1:8080/reset?token=xyz&quot;&gt;',
    );
    expect(response.body).not.toContain('allow-scripts');
  });

  it('shows the attachments of a message and answers each file as it was sent', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% signed mandate\n%%EOF\n');
    await new OutboxMailer(testDb.db).send({
      to: 'chiara.rossi@example.org',
      subject: 'Mandate agreement 2026 is signed',
      text: 'Signed.',
      html: '<p>Signed.</p>',
      language: 'it',
      attachments: [
        {
          filename: 'Mandate agreement 2026.pdf',
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
        {
          filename: 'signature-protocol-Zürich.pdf',
          contentType: 'application/pdf',
          contentBase64: Buffer.from('%PDF-1.7 protocol').toString('base64'),
        },
      ],
    });
    const [message] = (
      await app.inject({
        method: 'GET',
        url: '/dev/mailbox?format=json&to=chiara.rossi@example.org',
      })
    ).json() as { id: string }[];
    const json = (
      await app.inject({ method: 'GET', url: `/dev/mailbox/${message.id}?format=json` })
    ).json();
    expect(json.attachments).toEqual([
      {
        filename: 'Mandate agreement 2026.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        url: `/dev/mailbox/${message.id}/attachments/0`,
      },
      {
        filename: 'signature-protocol-Zürich.pdf',
        contentType: 'application/pdf',
        size: 17,
        url: `/dev/mailbox/${message.id}/attachments/1`,
      },
    ]);
    const html = (await app.inject({ method: 'GET', url: `/dev/mailbox/${message.id}` })).body;
    expect(html).toContain('<h2>Attachments</h2>');
    expect(html).toContain(
      `<a href="/dev/mailbox/${message.id}/attachments/0" download="Mandate agreement 2026.pdf">`,
    );
    const file = await app.inject({ method: 'GET', url: json.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const second = await app.inject({ method: 'GET', url: json.attachments[1].url });
    expect(second.headers['content-disposition']).toBe(
      `attachment; filename="signature-protocol-Z_rich.pdf"; filename*=UTF-8''signature-protocol-Z%C3%BCrich.pdf`,
    );
    for (const position of ['2', 'x']) {
      const missing = await app.inject({
        method: 'GET',
        url: `/dev/mailbox/${message.id}/attachments/${position}`,
      });
      expect(missing.statusCode).toBe(404);
    }
    // A message without attachments shows no attachment list.
    const [plain] = (
      await app.inject({
        method: 'GET',
        url: '/dev/mailbox?format=json&to=beat.keller@muster-treuhand.ch',
      })
    ).json() as { id: string }[];
    const plainJson = (
      await app.inject({ method: 'GET', url: `/dev/mailbox/${plain.id}?format=json` })
    ).json();
    expect(plainJson.attachments).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: `/dev/mailbox/${plain.id}` })).body,
    ).not.toContain('Attachments');
  });

  it('answers 404 for an unknown message', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it.each([
    [{ remoteAddress: '203.0.113.7' }],
    [{ remoteAddress: '10.0.0.2' }],
    [{ headers: { 'x-forwarded-for': '203.0.113.7' } }],
    [{ headers: { forwarded: 'for=203.0.113.7' } }],
  ])('refuses requests that are not local with 404: %j', async (options) => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox', ...options });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Reset your password');
  });

  it('accepts IPv6 loopback', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '::1',
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not exist when mail goes out through SMTP', async () => {
    const smtpApp = await appWith(new SmtpMailer('smtp://127.0.0.1:1'));
    try {
      const response = await smtpApp.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await smtpApp.close();
    }
  });
});
