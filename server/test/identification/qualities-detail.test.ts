// The signature-qualities detail of users and direct-link signers as the identification screens
// read it (GET /v3/user/signature-qualities-detail and GET /v3/direct/user/signature-qualities-detail):
// the methods offered follow docs/product.md#constants-identification-methods — "eidas offers video, self, id-austria when covered,
// otherwise id-austria and external-sc; zertes offers video, loc, auto when covered, otherwise
// loc and external-sc" — where a user is covered by the plan of their business (payForMembers)
// and a direct signer by the plan of the business that sent the request (payForInvitations);
// the newest identification comes with each legislation, so no screen asks a provider GET that
// answers 404 for a fresh person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../business/support.ts';
import { directSigner } from '../signature-requests/support.ts';
import {
  at,
  basic,
  directLinkFrom,
  expectContract,
  openWith,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from '../signing/support.ts';

let ctx: Ctx;

beforeAll(async () => {
  ctx = await start();
});
afterAll(() => ctx?.server.close());

interface Entry {
  quality: string;
  legislation?: string;
  available: boolean;
  reason: string | null;
  identificationMethods: string[];
  identificationCovered?: boolean;
  identificationStatus?: string;
  identification?: { appointmentStatus: string; method: string; identUrl: string | null };
}

const USER_DETAIL = '/v3/user/signature-qualities-detail';
const DIRECT_DETAIL = '/v3/direct/user/signature-qualities-detail';

async function detailOf(url: string, headers: Record<string, string>) {
  const response = await ctx.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, `get ${url}`);
  return response.json() as {
    highestQuality: string;
    identificationOngoing: boolean;
    qualities: Entry[];
  };
}

const qes = (detail: { qualities: Entry[] }, legislation: string) =>
  detail.qualities.find((e) => e.quality === 'qes' && e.legislation === legislation)!;

async function sandbox(identUrl: string, action: string) {
  const response = await ctx.inject({
    method: 'POST',
    url: `${new URL(identUrl).pathname}/${action}`,
    headers: { accept: 'application/json' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A direct link of a request `sender` sends to `email`; answers its Basic headers. */
async function directLinkOf(sender: User, email: string) {
  const documentId = await uploadPdf(ctx, sender, 1);
  const created = await openWith(
    ctx,
    sender,
    [documentId],
    [{ ...directSigner(email, documentId), document_signatures: [at(documentId, 1, 300)] }],
  );
  const link = directLinkFrom(ctx, email);
  return { requestId: created.id as string, headers: basic(link.requestId, link.key) };
}

describe('the methods a user is offered', () => {
  it('a user of no business is not covered: id-austria and external-sc, loc and external-sc', async () => {
    const fresh = await signerUser(ctx, ['ses:any']);
    const detail = await detailOf(USER_DETAIL, fresh.auth);
    expect(qes(detail, 'eidas')).toMatchObject({
      identificationCovered: false,
      identificationMethods: ['id-austria', 'external-sc'],
    });
    expect(qes(detail, 'zertes')).toMatchObject({
      identificationCovered: false,
      identificationMethods: ['loc', 'external-sc'],
    });
  });

  it('a member of a team plan (payForMembers) is covered: video, self, id-austria and video, loc, auto', async () => {
    const admin = await signerUser(ctx, ['ses:any']);
    await business(ctx, { ...admin, email: `${admin.userId}@muster-treuhand.ch` });
    const detail = await detailOf(USER_DETAIL, admin.auth);
    expect(qes(detail, 'eidas')).toMatchObject({
      identificationCovered: true,
      identificationMethods: ['video', 'self', 'id-austria'],
    });
    expect(qes(detail, 'zertes')).toMatchObject({
      identificationCovered: true,
      identificationMethods: ['video', 'loc', 'auto'],
    });
  });
});

describe('the direct signer’s detail', () => {
  it('a fresh direct signer: 200 with no identification, aes and ses as granted, not covered', async () => {
    const sender = await signerUser(ctx, ['ses:any']);
    const { headers } = await directLinkOf(sender, 'lea.fresh@example.org');
    const detail = await detailOf(DIRECT_DETAIL, headers);
    expect(detail.identificationOngoing).toBe(false);
    expect(detail.highestQuality).not.toBe('none');
    for (const entry of detail.qualities) {
      expect(entry.identification).toBeUndefined();
      expect(entry.identificationStatus).toBeUndefined();
    }
    expect(qes(detail, 'eidas')).toMatchObject({
      available: false,
      reason: 'identification_required',
      identificationCovered: false,
      identificationMethods: ['id-austria', 'external-sc'],
    });
  });

  it('answers 401 without the link’s credentials', async () => {
    const response = await ctx.inject({ method: 'GET', url: DIRECT_DETAIL });
    expect(response.statusCode).toBe(401);
  });

  it('a request of a pro plan (payForInvitations) covers its signers; a team plan does not', async () => {
    const pro = await signerUser(ctx, ['ses:any']);
    await business(ctx, { ...pro, email: `${pro.userId}@muster-treuhand.ch` }, { plan: 'pro_v3' });
    const covered = await detailOf(
      DIRECT_DETAIL,
      (await directLinkOf(pro, 'paid.for@example.org')).headers,
    );
    expect(qes(covered, 'zertes')).toMatchObject({
      identificationCovered: true,
      identificationMethods: ['video', 'loc', 'auto'],
    });
    const team = await signerUser(ctx, ['ses:any']);
    await business(ctx, { ...team, email: `${team.userId}@muster-treuhand.ch` });
    const uncovered = await detailOf(
      DIRECT_DETAIL,
      (await directLinkOf(team, 'not.paid@example.org')).headers,
    );
    expect(qes(uncovered, 'zertes')).toMatchObject({
      identificationCovered: false,
      identificationMethods: ['loc', 'external-sc'],
    });
  });

  it('follows an identification: initialized, inprogress, then activatingQES with qes available', async () => {
    const sender = await signerUser(ctx, ['ses:any']);
    const { headers } = await directLinkOf(sender, 'ivo.ident@example.org');
    const started = await ctx.inject({
      method: 'POST',
      url: '/v1/direct/user/identification/srs/video',
      headers,
    });
    expect(started.statusCode, started.body).toBe(201);
    const identUrl = started.json().identUrl as string;

    let detail = await detailOf(DIRECT_DETAIL, headers);
    expect(detail.identificationOngoing).toBe(true);
    expect(qes(detail, 'eidas')).toMatchObject({
      reason: 'identification_ongoing',
      identificationStatus: 'initialized',
      identification: { appointmentStatus: 'initialized', method: 'video', identUrl },
    });
    expect(qes(detail, 'zertes').identification).toBeUndefined();

    await sandbox(identUrl, 'start');
    detail = await detailOf(DIRECT_DETAIL, headers);
    expect(qes(detail, 'eidas').identificationStatus).toBe('inprogress');

    await sandbox(identUrl, 'succeed');
    detail = await detailOf(DIRECT_DETAIL, headers);
    expect(detail.highestQuality).toBe('qes');
    expect(qes(detail, 'eidas')).toMatchObject({
      available: true,
      identificationStatus: 'activatingQES',
      identification: { appointmentStatus: 'activatingQES', identUrl: null },
    });
    expect(qes(detail, 'zertes').available).toBe(false);
  });
});
