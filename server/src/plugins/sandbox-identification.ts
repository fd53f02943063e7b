// The SANDBOX identification page (outside the contract): the sandbox identification provider
// (providers/identification.ts) gives identUrl = /sandbox/identification/<reference>, where a
// tester plays the provider's part — start the identification, then make it succeed or fail —
// as a provider's video call or self-service flow would. Each button reports the new status the
// way a provider's callback does (areas/identification): success raises the person's
// qualities. The page says loudly that it is a sandbox; the reference in the address (192
// random bits) is the only credential, as with a real provider's link.
//   GET  /sandbox/identification/<reference>           the page (JSON with ?format=json)
//   POST /sandbox/identification/<reference>/start     initialized → inprogress
//   POST /sandbox/identification/<reference>/succeed   inprogress → success
//   POST /sandbox/identification/<reference>/fail      inprogress → failure
// A POST answers 303 to the page (a browser form), or JSON with Accept: application/json.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { acceptFormPosts, privatePages, wantsJson } from './local-pages.ts';
import type { Db } from '../db/connect.ts';
import type { IdentificationsTable } from '../db/schema.ts';
import { notFound } from '../problem.ts';
import { SANDBOX_IDENTIFICATION_PATH } from '../providers/identification.ts';

type IdentificationRow = IdentificationsTable;
type ProviderAction = 'start' | 'succeed' | 'fail';

/**
 * What the page needs of the identification area, handed in by app.ts (this plugin imports no
 * area): the row of a reference, the provider's report of a new status, and the status the app
 * shows for a provider's.
 */
export interface SandboxIdentifications {
  findByReference(db: Db, reference: string): Promise<IdentificationRow | undefined>;
  recordProviderStatus(
    db: Db,
    reference: string,
    action: ProviderAction,
    now: Date,
  ): Promise<IdentificationRow | undefined>;
  appointmentStatus(status: string): string;
}

const ACTIONS: Record<string, ProviderAction> = {
  start: 'start',
  succeed: 'succeed',
  fail: 'fail',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function describe(row: IdentificationRow, appointmentStatus: (status: string) => string) {
  return {
    provider: row.provider,
    method: row.method,
    legislation: row.legislation,
    email: row.email,
    status: row.status,
    appointmentStatus: appointmentStatus(row.status),
    updatedAt: row.updated_at,
    sandbox: true,
  };
}

function page(row: IdentificationRow, appointmentStatus: (status: string) => string): string {
  const base = `${SANDBOX_IDENTIFICATION_PATH}/${encodeURIComponent(row.reference)}`;
  const button = (action: string, label: string, enabled: boolean) =>
    `<form method="post" action="${base}/${action}"><button type="submit"${enabled ? '' : ' disabled'}>${label}</button></form>`;
  const outcome =
    row.status === 'success'
      ? `<p class="ok">The identification succeeded: the qualified signature (qes, ${row.legislation}) is now available. Go back to the app.</p>`
      : row.status === 'failure'
        ? '<p class="bad">The identification failed. Cancel it in the app and start a new one.</p>'
        : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>SANDBOX identification</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a202c}
.banner{background:#c05621;color:#fff;padding:1rem;text-align:center;font-weight:700;letter-spacing:.05em}
main{max-width:40rem;margin:2rem auto;padding:0 1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}
dt{font-weight:600}.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.5rem 1.2rem;cursor:pointer}
button[disabled]{opacity:.4;cursor:default}.ok{color:#276749;font-weight:600}.bad{color:#9b2c2c;font-weight:600}</style></head>
<body><div class="banner" role="alert">SANDBOX — no real identification happens here. This page stands in for the ${escapeHtml(row.provider)} provider.</div>
<main><h1>Identification (${escapeHtml(row.legislation)}, ${escapeHtml(row.method)})</h1>
<dl><dt>Person</dt><dd>${escapeHtml(row.email)}</dd><dt>Provider status</dt><dd id="status">${escapeHtml(row.status)}</dd>
<dt>Shown in the app as</dt><dd>${escapeHtml(appointmentStatus(row.status))}</dd></dl>
${outcome}
<div class="actions">${button('start', 'Start', row.status === 'initialized' || row.status === 'unknown')}
${button('succeed', 'Succeed', row.status === 'inprogress')}${button('fail', 'Fail', row.status === 'inprogress')}</div>
</main></body></html>`;
}

type Params = { Params: { reference: string; action?: string }; Querystring: { format?: string } };

const sandboxRoutes =
  (
    ctx: AppContext,
    { findByReference, recordProviderStatus, appointmentStatus }: SandboxIdentifications,
  ) =>
  async (app: FastifyInstance): Promise<void> => {
    acceptFormPosts(app);
    privatePages(app);

    const load = async (reference: string) => {
      const row = await findByReference(ctx.db, reference);
      if (!row) throw notFound('No sandbox identification at this address.');
      return row;
    };
    const show = (request: FastifyRequest<Params>, reply: FastifyReply, row: IdentificationRow) =>
      wantsJson(request)
        ? describe(row, appointmentStatus)
        : reply.type('text/html; charset=utf-8').send(page(row, appointmentStatus));

    app.get<Params>(`${SANDBOX_IDENTIFICATION_PATH}/:reference`, async (request, reply) =>
      show(request, reply, await load(request.params.reference)),
    );

    app.post<Params>(
      `${SANDBOX_IDENTIFICATION_PATH}/:reference/:action`,
      async (request, reply) => {
        const action = ACTIONS[request.params.action ?? ''];
        if (!action) throw notFound('Unknown sandbox action: use start, succeed or fail.');
        const row = await recordProviderStatus(
          ctx.db,
          request.params.reference,
          action,
          ctx.clock.now(),
        );
        if (!row) throw notFound('No sandbox identification at this address.');
        if (wantsJson(request)) return describe(row, appointmentStatus);
        return reply.redirect(
          `${SANDBOX_IDENTIFICATION_PATH}/${encodeURIComponent(row.reference)}`,
          303,
        );
      },
    );
  };

/** Registers the sandbox identification page (call before the app's catch-all). */
export async function registerSandboxIdentification(
  app: FastifyInstance,
  ctx: AppContext,
  identifications: SandboxIdentifications,
): Promise<void> {
  await app.register(sandboxRoutes(ctx, identifications));
}
