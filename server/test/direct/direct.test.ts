// Direct links (role nas): Basic credentials = request id + the signer's key from the
// invitation (derived from the server's link secret, never stored). Valid, wrong key, wrong
// request id, another request, drafts; the direct variants of request, events, decline,
// documents, user and visual signature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectSignerResolver, sameSecret } from '../../src/areas/direct/direct-signers.ts';
import { listEvents } from '../../src/areas/signature-requests/index.ts';
import {
  accountSigner,
  basic,
  directLinkFrom,
  directSigner,
  draft,
  expectContract,
  openRequest,
  start,
  upload,
  user,
  type Ctx,
  type User,
} from '../signature-requests/support.ts';

let ctx: Ctx;
let beat: User;
let anna: User;
let request: Awaited<ReturnType<typeof openRequest>>;
let link: { requestId: string; key: string };
let chiara: { authorization: string };
const CHIARA = 'chiara.rossi@example.org';

beforeAll(async () => {
  ctx = await start();
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
  request = await openRequest(ctx, beat, (d) => [
    accountSigner(anna.email, d),
    directSigner(CHIARA, d, 'it'),
  ]);
  link = directLinkFrom(ctx, CHIARA);
  chiara = basic(link.requestId, link.key);
});
afterAll(() => ctx?.server.close());

describe('Basic credentials of the direct link', () => {
  it('accepts the request id and key of the mail', async () => {
    expect(link.requestId).toBe(request.id);
    const response = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/signature-requests/${request.id}`,
      headers: chiara,
    });
    expectContract(response, 'get /v3/direct/signature-requests/{requestId}');
    expect(response.json().id).toBe(request.id);
    // The secret key is nowhere in the request's answer (only the public signature ids).
    expect(response.body).not.toContain(link.key);
  });

  it('refuses a wrong key, a wrong request id, a signer with an account and no credentials (401)', async () => {
    const other = await openRequest(ctx, beat, (d) => [directSigner('eva@example.org', d)]);
    const evaLink = directLinkFrom(ctx, 'eva@example.org');
    const attempts = [
      basic(request.id, `${link.key.slice(0, -1)}${link.key.endsWith('A') ? 'B' : 'A'}`),
      basic(request.id, 'c7a9e4b2-5d6f-4a1b-8c3d-9e0f1a2b3c4d'),
      basic(other.id, link.key),
      basic('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', link.key),
      basic('not-a-uuid', link.key),
      basic(request.id, request.signatures[1].id),
      { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` },
      {},
    ];
    for (const headers of attempts) {
      const response = await ctx.inject({ method: 'GET', url: '/v1/direct/user', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expectContract(response, 'get /v1/direct/user');
    }
    // Eva's own link works for her request; Chiara's request is unknown to it (404, no leak).
    const own = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/signature-requests/${other.id}`,
      headers: basic(evaLink.requestId, evaLink.key),
    });
    expect(own.statusCode).toBe(200);
    const foreign = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/signature-requests/${request.id}`,
      headers: basic(evaLink.requestId, evaLink.key),
    });
    expect(foreign.statusCode).toBe(404);
    expectContract(foreign, 'get /v3/direct/signature-requests/{requestId}');
  });

  it('does not open a draft, whose links were never sent', async () => {
    const documentId = await upload(ctx, beat);
    const created = await draft(ctx, beat, {
      documents: [documentId],
      signatures: [directSigner('draft@example.org', documentId)],
    });
    const row = await ctx.server.testDb.db
      .selectFrom('signature_request_signers')
      .select(['request_id', 'id', 'link_key'])
      .where('request_id', '=', created.id)
      .executeTakeFirstOrThrow();
    const resolver = createDirectSignerResolver(
      ctx.server.testDb.db,
      ctx.server.app.context.linkKeys,
    );
    // Neither the key the draft's link would have nor the stored nonce opens it.
    const wouldBe = ctx.server.app.context.linkKeys.keyFor(row);
    expect(await resolver.resolve(created.id, wouldBe)).toBeUndefined();
    expect(await resolver.resolve(created.id, row.link_key)).toBeUndefined();
    expect(await resolver.resolve(request.id, link.key)).toMatchObject({
      kind: 'direct',
      requestId: request.id,
      signerId: request.signatures[1].id,
      email: CHIARA,
    });
  });

  it('compares secrets in constant time over their digests (any length)', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});

describe('the direct signer', () => {
  it('reads itself as a User whose id is its public signature id, never the link key', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/v1/direct/user', headers: chiara });
    expectContract(response, 'get /v1/direct/user');
    expect(response.body).not.toContain(link.key);
    expect(response.json()).toMatchObject({
      id: request.signatures[1].id,
      email: CHIARA,
      emailVerified: true,
      firstName: 'Chiara',
      lastName: 'Rossi',
      attributes: { lang: ['it'], mobile: ['+41 79 555 12 67'] },
      signatureQualities: { ses: { any: { quality: 'ses' } } },
      signatures: { name: 'Chiara Rossi', language: 'it' },
    });
  });

  it('updates names and attributes (Italian allowed); names fixed by an identification are 422', async () => {
    const response = await ctx.inject({
      method: 'PUT',
      url: '/v1/direct/user',
      headers: chiara,
      payload: {
        firstName: 'Chiara Maria',
        lastName: 'Rossi',
        attributes: { mobile: ['+41 79 555 00 00'], lang: ['it'] },
      },
    });
    expectContract(response, 'put /v1/direct/user');
    expect(response.json()).toMatchObject({
      firstName: 'Chiara Maria',
      attributes: { mobile: ['+41 79 555 00 00'] },
    });
    const seen = (
      await ctx.inject({
        method: 'GET',
        url: `/v3/signature-requests/${request.id}`,
        headers: beat.auth,
      })
    ).json();
    expect(seen.signatures[1]).toMatchObject({
      name: 'Chiara Maria Rossi',
      signerIdentityData: { mobile: '+41 79 555 00 00' },
    });
    await ctx.server.testDb.db
      .updateTable('signature_request_signers')
      .set({ attributes: JSON.stringify({ lang: ['it'], immutable_eid_fields: ['lastName'] }) })
      .where('request_id', '=', request.id)
      .where('id', '=', request.signatures[1].id)
      .execute();
    const fixed = await ctx.inject({
      method: 'PUT',
      url: '/v1/direct/user',
      headers: chiara,
      payload: { firstName: 'Chiara', lastName: 'Bianchi' },
    });
    expect(fixed.statusCode).toBe(422);
    expectContract(fixed, 'put /v1/direct/user');
  });

  it('has a placeholder visual signature until it saves one', async () => {
    const placeholder = await ctx.inject({
      method: 'GET',
      url: '/v1/direct/visual-signature',
      headers: chiara,
    });
    expectContract(placeholder, 'get /v1/direct/visual-signature');
    expect(placeholder.json()).toMatchObject({
      placeholder: true,
      language: 'it',
      quality: 'aes',
      legislation: 'zertes',
    });
    const saved = await ctx.inject({
      method: 'PUT',
      url: '/v1/direct/visual-signature',
      headers: chiara,
      payload: {
        alias: 'Chiara Rossi, Lugano',
        name: 'Chiara Rossi',
        language: 'it',
        location: 'Lugano',
        quality: 'aes',
        legislation: 'zertes',
      },
    });
    expectContract(saved, 'put /v1/direct/visual-signature');
    expect(saved.json()).toMatchObject({
      placeholder: false,
      location: 'Lugano',
      language: 'it',
      default: true,
    });
    const again = await ctx.inject({
      method: 'GET',
      url: '/v1/direct/visual-signature',
      headers: chiara,
    });
    expect(again.json()).toEqual(saved.json());
    const qes = await ctx.inject({
      method: 'PUT',
      url: '/v1/direct/visual-signature',
      headers: chiara,
      payload: { name: 'Chiara', quality: 'qes' },
    });
    expect(qes.statusCode).toBe(422);
    expectContract(qes, 'put /v1/direct/visual-signature');
  });

  it('reads the documents of its request only', async () => {
    const document = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/documents/${request.documentId}`,
      headers: chiara,
    });
    expectContract(document, 'get /v3/direct/documents/{documentId}');
    const pdf = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/documents/${request.documentId}/download`,
      headers: chiara,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const signed = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/documents/${request.documentId}/download?signed=true`,
      headers: chiara,
    });
    expect(signed.statusCode).toBe(404);
    const page = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/documents/${request.documentId}/pages/1?scale=50`,
      headers: { ...chiara, accept: 'image/png' },
    });
    expect([200, 202]).toContain(page.statusCode);
    const foreign = await upload(ctx, beat);
    for (const path of [
      `/v3/direct/documents/${foreign}`,
      `/v3/direct/documents/${foreign}/download`,
    ]) {
      const response = await ctx.inject({ method: 'GET', url: path, headers: chiara });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('reads the events and declines: OPEN → DECLINED, then 409', async () => {
    const events = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/signature-requests/${request.id}/events`,
      headers: chiara,
    });
    expectContract(events, 'get /v3/direct/signature-requests/{requestId}/events');
    expect(events.json().events.map((e: { type: string }) => e.type)).toContain('VIEWED');
    const declined = await ctx.inject({
      method: 'POST',
      url: `/v3/direct/signature-requests/${request.id}/decline`,
      headers: chiara,
      payload: { message: 'The fee schedule does not match our offer.' },
    });
    expectContract(declined, 'post /v3/direct/signature-requests/{requestId}/decline');
    expect(declined.json().statusOverall).toBe('DECLINED');
    const event = (await listEvents(ctx.server.testDb.db, request.id)).at(-1)!;
    expect(event).toMatchObject({
      type: 'DECLINED',
      actor_email: CHIARA,
      actor_name: 'Chiara Maria Rossi',
    });
    expect(ctx.server.mailer.lastTo(beat.email)!.text).toContain(
      'The fee schedule does not match our offer.',
    );
    const again = await ctx.inject({
      method: 'POST',
      url: `/v3/direct/signature-requests/${request.id}/decline`,
      headers: chiara,
      payload: { message: 'again' },
    });
    expect(again.statusCode).toBe(409);
    expectContract(again, 'post /v3/direct/signature-requests/{requestId}/decline');
    // The link still shows the finished request.
    const after = await ctx.inject({
      method: 'GET',
      url: `/v3/direct/signature-requests/${request.id}`,
      headers: chiara,
    });
    expect(after.json().statusOverall).toBe('DECLINED');
  });
});
