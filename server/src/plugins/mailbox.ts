// The local mailbox: with no SMTP_URL, mail is kept in the outbox table and shown here so a
// person (or a test) can follow confirmation, reset and invitation links. Mail gets there through
// the mail queue (src/mail/mail-queue.ts): its worker delivers it to the outbox right after the
// change that caused it commits (or, after a crash, when the server starts again).
//   GET /dev/mailbox        newest first: to, subject, time (HTML; JSON with Accept: application/json
//                           or ?format=json; ?to=<address> keeps one recipient's mail)
//   GET /dev/mailbox/<id>   one message: its headers, its HTML with links clickable, and its
//                           attachments (JSON with the text and HTML bodies likewise)
//   GET /dev/mailbox/<id>/attachments/<n>   the n-th attached file (from 0), as it was sent
// Only for local use: registered only when the outbox transport is in use, and it answers 404
// unless the request comes from a loopback address without proxy headers (a reverse proxy on the
// same machine would otherwise make every visitor look local).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import { privatePages, wantsJson } from './local-pages.ts';
import { notFound } from '../problem.ts';

export const MAILBOX_PATH = '/dev/mailbox';
const LIST_LIMIT = 200;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export function isLocalRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const local = LOOPBACK.has(address) || address.startsWith('127.');
  return local && !PROXY_HEADERS.some((header) => request.headers[header] !== undefined);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a202c}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.45rem .6rem;border-bottom:1px solid #e2e8f0}
th{font-weight:600;background:#f7fafc}a{color:#2b6cb0}.muted{color:#718096}
iframe{width:100%;min-height:32rem;border:1px solid #e2e8f0;border-radius:4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}
pre{white-space:pre-wrap;background:#f7fafc;padding:1rem;border-radius:4px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

// The message's own HTML runs in a sandboxed frame (no scripts, no access to this page); its
// links open in the whole window so the confirmation or reset page replaces the mailbox.
function messageFrame(html: string): string {
  const document = `<base target="_top">${html}`;
  return `<iframe title="Message" sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(document)}"></iframe>`;
}

type ListQuery = { Querystring: { format?: string; to?: string } };

const attachmentUrl = (id: string, position: number) =>
  `${MAILBOX_PATH}/${encodeURIComponent(id)}/attachments/${position}`;

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

function attachmentList(id: string, files: { position: number; filename: string; size: number }[]) {
  if (files.length === 0) return '';
  const items = files
    .map(
      (f) =>
        `<li><a href="${attachmentUrl(id, f.position)}" download="${escapeHtml(f.filename)}">${escapeHtml(f.filename)}</a> <span class="muted">(${kilobytes(f.size)})</span></li>`,
    )
    .join('');
  return `<h2>Attachments</h2><ul class="attachments">${items}</ul>`;
}

/** A file name safe inside a quoted Content-Disposition (non-ASCII goes in filename*). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function mailboxRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', async (request) => {
      if (!isLocalRequest(request))
        throw notFound(`No operation at ${request.method} ${request.url}.`);
    });
    privatePages(app);

    app.get<ListQuery>(MAILBOX_PATH, async (request, reply) => {
      let query = ctx.db
        .selectFrom('outbox')
        .select(['id', 'recipient', 'subject', 'language', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LIST_LIMIT);
      const to = request.query.to?.trim().toLowerCase();
      if (to) query = query.where(sql<string>`lower(recipient)`, '=', to);
      const rows = await query.execute();
      if (wantsJson(request)) {
        return rows.map((row) => ({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          language: row.language,
          createdAt: row.created_at,
        }));
      }
      const items = rows
        .map(
          (row) => `<tr><td>${escapeHtml(row.recipient)}</td>
<td><a href="${MAILBOX_PATH}/${encodeURIComponent(row.id)}">${escapeHtml(row.subject)}</a></td>
<td><time datetime="${row.created_at}">${escapeHtml(row.created_at.replace('T', ' ').slice(0, 19))} UTC</time></td>
<td>${escapeHtml(row.language)}</td></tr>`,
        )
        .join('\n');
      const table = rows.length
        ? `<table><thead><tr><th>To</th><th>Subject</th><th>Time</th><th>Language</th></tr></thead><tbody>${items}</tbody></table>`
        : '<p class="muted">No mail yet. Mail the service sends (confirmation, password reset, invitations) appears here.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Mailbox',
            `<h1>Mailbox</h1><p class="muted">Mail kept in the outbox of this local server (no SMTP_URL set), newest first.</p>${table}`,
          ),
        );
    });

    app.get<{ Params: { id: string }; Querystring: { format?: string } }>(
      `${MAILBOX_PATH}/:id`,
      async (request, reply) => {
        const row = await ctx.db
          .selectFrom('outbox')
          .selectAll()
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!row) throw notFound('There is no such message in the mailbox.');
        const files = await ctx.db
          .selectFrom('outbox_attachments')
          .select(['position', 'filename', 'content_type', 'size'])
          .where('outbox_id', '=', row.id)
          .orderBy('position')
          .execute();
        if (wantsJson(request)) {
          return {
            id: row.id,
            to: row.recipient,
            subject: row.subject,
            language: row.language,
            createdAt: row.created_at,
            text: row.text_body,
            html: row.html_body,
            attachments: files.map((f) => ({
              filename: f.filename,
              contentType: f.content_type,
              size: Number(f.size),
              url: attachmentUrl(row.id, Number(f.position)),
            })),
          };
        }
        const body = `<p><a href="${MAILBOX_PATH}">← Mailbox</a></p>
<h1>${escapeHtml(row.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(row.recipient)}</dd><dt>Time</dt><dd>${escapeHtml(row.created_at)}</dd>
<dt>Language</dt><dd>${escapeHtml(row.language)}</dd></dl>
${messageFrame(row.html_body)}
${attachmentList(
  row.id,
  files.map((f) => ({ position: Number(f.position), filename: f.filename, size: Number(f.size) })),
)}
<details><summary>Text version</summary><pre>${escapeHtml(row.text_body)}</pre></details>`;
        return reply.type('text/html; charset=utf-8').send(page(row.subject, body));
      },
    );

    app.get<{ Params: { id: string; position: string } }>(
      `${MAILBOX_PATH}/:id/attachments/:position`,
      async (request, reply) => {
        const position = Number(request.params.position);
        const file = Number.isInteger(position)
          ? await ctx.db
              .selectFrom('outbox_attachments')
              .select(['filename', 'content_type', 'content_base64'])
              .where('outbox_id', '=', request.params.id)
              .where('position', '=', position)
              .executeTakeFirst()
          : undefined;
        if (!file) throw notFound('There is no such attachment in the mailbox.');
        return reply
          .type(file.content_type)
          .header('content-disposition', contentDisposition(file.filename))
          .send(Buffer.from(file.content_base64, 'base64'));
      },
    );
  };
}

/** Adds the mailbox when mail goes to the outbox; with SMTP there is nothing to show. */
export async function registerMailbox(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.mailer.transport !== 'outbox') return;
  if (app.hasRoute({ method: 'GET', url: MAILBOX_PATH })) return;
  await app.register(mailboxRoutes(ctx));
}
