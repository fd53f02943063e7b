// The lifecycle of a signature request over HTTP, on SQLite or PostgreSQL: draft → OPEN →
// SIGNED / DECLINED / WITHDRAWN, every 409 of an illegal transition, 403 for a party without the
// role and 404 for strangers, documents and signers added and removed, delegate, remind (rate
// limit and the seed's failure message), lock status and markSigned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents } from '../../src/areas/signature-requests/events.ts';
import { lockRequest, unlockRequest } from '../../src/areas/signature-requests/request-lock.ts';
import { markSigned } from '../../src/areas/signature-requests/store.ts';
import {
  accountSigner,
  directSigner,
  draft,
  expectContract,
  openRequest,
  placement,
  start,
  upload,
  user,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;
let beat: User; // sender
let anna: User; // signer with an account
let daniel: User; // stranger
const url = (id: string, rest = '') => `/v3/signature-requests/${id}${rest}`;

beforeAll(async () => {
  ctx = await start();
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
  daniel = await user(ctx, { firstName: 'Daniel', lastName: 'Frei' });
});
afterAll(() => ctx?.server.close());

async function post(path: string, who: User, payload?: unknown) {
  return ctx.inject({ method: 'POST', url: path, headers: who.auth, payload: payload as object });
}

describe('drafts', () => {
  it('creates a draft with documents and signers and answers it to the sender only', async () => {
    const documentId = await upload(ctx, beat);
    const created = await draft(ctx, beat, {
      documents: [documentId],
      signatures: [accountSigner(anna.email, documentId)],
    });
    expect(created).toMatchObject({
      statusOverall: 'DRAFT',
      signaturesCount: 1,
      title: 'Mandate agreement 2026',
      initiatedAt: null,
      completedAt: null,
      sender: { username: beat.userId, email: beat.email, name: 'Beat Keller' },
    });
    expect(created.documents[0]).toMatchObject({ id: documentId, signatureRequestId: created.id });
    expect(created.signatures[0]).toMatchObject({
      accountEmail: anna.email,
      name: 'Anna Meier',
      status: 'OPEN',
      quality: 'aes',
      legislation: 'zertes',
      documentSignatures: [{ documentId, page: 2, x: 56, y: 520, width: 300, height: 140 }],
    });
    const own = await ctx.inject({ method: 'GET', url: url(created.id), headers: beat.auth });
    expectContract(own, 'get /v3/signature-requests/{requestId}');
    // A signer does not see a draft; a stranger gets the answer of an unknown id.
    for (const who of [anna, daniel]) {
      const other = await ctx.inject({ method: 'GET', url: url(created.id), headers: who.auth });
      expect(other.statusCode).toBe(404);
      expectContract(other, 'get /v3/signature-requests/{requestId}');
    }
    // The document belongs to the request now: it cannot be deleted on its own.
    const remove = await ctx.inject({
      method: 'DELETE',
      url: `/v3/documents/${documentId}`,
      headers: beat.auth,
    });
    expect(remove.statusCode).toBe(409);
  });

  it('answers 422 for unknown or foreign documents, bad signers and placements outside the page', async () => {
    const foreign = await upload(ctx, anna);
    const own = await upload(ctx, beat);
    const cases: [unknown, string][] = [
      [{ title: 'x', documents: ['00000000-0000-4000-8000-0000000000ff'] }, 'unknown_document'],
      [{ title: 'x', documents: [foreign] }, 'unknown_document'],
      [
        {
          title: 'x',
          documents: [own],
          signatures: [
            { ...accountSigner(anna.email, own), ...directSigner('c@example.org', own) },
          ],
        },
        'signer_identity',
      ],
      [
        { title: 'x', documents: [own], signatures: [{ document_signatures: [placement(own)] }] },
        'signer_identity',
      ],
      [
        {
          title: 'x',
          documents: [own],
          signatures: [
            { account_email: anna.email, document_signatures: [{ ...placement(own), page: 3 }] },
          ],
        },
        'page_out_of_range',
      ],
      [
        {
          title: 'x',
          documents: [own],
          signatures: [
            { account_email: anna.email, document_signatures: [{ ...placement(own), x: 400 }] },
          ],
        },
        'placement_outside_page',
      ],
      [
        {
          title: 'x',
          documents: [own],
          signatures: [
            accountSigner(anna.email, own),
            accountSigner(anna.email.toUpperCase(), own),
          ],
        },
        'duplicate_signer',
      ],
    ];
    for (const [payload, code] of cases) {
      const response = await post('/v3/signature-requests', beat, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expectContract(response, 'post /v3/signature-requests');
      expect(response.json().code).toBe(code);
    }
  });

  it('refuses a free user without free signatures (seed: free_signatures_remaining above 0)', async () => {
    const broke = await user(ctx, { attributes: { free_signatures_remaining: ['0'] } });
    const response = await post('/v3/signature-requests', broke, { title: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('no_free_signatures');
  });

  it('updates a draft: fields replaced, documents and signers replaced only when given', async () => {
    const first = await upload(ctx, beat);
    const second = await upload(ctx, beat, 'annex.pdf');
    const created = await draft(ctx, beat, {
      documents: [first],
      signatures: [accountSigner(anna.email, first)],
    });
    const put = (payload: unknown) =>
      ctx.inject({
        method: 'PUT',
        url: url(created.id),
        headers: beat.auth,
        payload: payload as object,
      });
    let response = await put({
      title: 'NDA Alpine Tech',
      exitSettings: { exitUrl: 'https://www.muster-treuhand.ch/signed', timeout: 5 },
    });
    expectContract(response, 'put /v3/signature-requests/{requestId}');
    expect(response.json()).toMatchObject({
      title: 'NDA Alpine Tech',
      message: null,
      // Seed 000 §5: "0 means immediate; otherwise clamped to 10 through 90 seconds".
      exitSettings: {
        exitUrl: 'https://www.muster-treuhand.ch/signed',
        errorUrl: null,
        declineUrl: null,
        timeout: 10,
      },
      signaturesCount: 1,
    });
    response = await put({ title: 'NDA Alpine Tech', documents: [second, first] });
    expect(response.json().documents.map((d: { id: string }) => d.id)).toEqual([second, first]);
    // Dropping the first document drops the placements on it.
    response = await put({ title: 'NDA Alpine Tech', documents: [second] });
    expect(response.json().signatures[0].documentSignatures).toEqual([]);
    const detached = await ctx.inject({
      method: 'GET',
      url: `/v3/documents/${first}`,
      headers: beat.auth,
    });
    expect(detached.json().signatureRequestId).toBeNull();
    response = await put({
      title: 'NDA Alpine Tech',
      signatures: [
        accountSigner(daniel.email, second, 300),
        directSigner('chiara@example.org', second),
      ],
    });
    expect(
      response.json().signatures.map((s: { accountEmail: string | null }) => s.accountEmail),
    ).toEqual([daniel.email, null]);
    // Only the sender (a signer sees no draft at all: 404).
    const byDaniel = await ctx.inject({
      method: 'PUT',
      url: url(created.id),
      headers: daniel.auth,
      payload: { title: 'x' },
    });
    expect(byDaniel.statusCode).toBe(404);
  });

  it('adds and removes documents of a draft only', async () => {
    const first = await upload(ctx, beat);
    const extra = await upload(ctx, beat, 'annex.pdf');
    const created = await draft(ctx, beat, {
      documents: [first],
      signatures: [{ account_email: anna.email, document_signatures: [placement(first)] }],
    });
    let response = await post(url(created.id, '/documents'), beat, { document_id: extra });
    expectContract(response, 'post /v3/signature-requests/{requestId}/documents');
    expect(response.json().documents).toHaveLength(2);
    response = await post(url(created.id, '/documents'), beat, { document_id: extra });
    expect(response.statusCode).toBe(422);
    response = await ctx.inject({
      method: 'DELETE',
      url: url(created.id, `/documents/${first}`),
      headers: beat.auth,
    });
    expectContract(response, 'delete /v3/signature-requests/{requestId}/documents/{documentId}');
    const after = (
      await ctx.inject({ method: 'GET', url: url(created.id), headers: beat.auth })
    ).json();
    expect(after.documents.map((d: { id: string }) => d.id)).toEqual([extra]);
    expect(after.signatures[0].documentSignatures).toEqual([]);
    response = await ctx.inject({
      method: 'DELETE',
      url: url(created.id, `/documents/${first}`),
      headers: beat.auth,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 422 when a draft without documents or signers is initiated', async () => {
    const empty = await draft(ctx, beat);
    const response = await post(url(empty.id, '/initiate'), beat);
    expect(response.statusCode).toBe(422);
    expectContract(response, 'post /v3/signature-requests/{requestId}/initiate');
    expect(response.json().code).toBe('request_incomplete');
  });

  it('deletes a draft and gives its documents back to the uploads', async () => {
    const documentId = await upload(ctx, beat);
    const created = await draft(ctx, beat, { documents: [documentId] });
    const response = await ctx.inject({
      method: 'DELETE',
      url: url(created.id),
      headers: beat.auth,
    });
    expectContract(response, 'delete /v3/signature-requests/{requestId}');
    expect(
      (await ctx.inject({ method: 'GET', url: url(created.id), headers: beat.auth })).statusCode,
    ).toBe(404);
    const document = await ctx.inject({
      method: 'GET',
      url: `/v3/documents/${documentId}`,
      headers: beat.auth,
    });
    expect(document.json().signatureRequestId).toBeNull();
  });
});

describe('initiate and the open request', () => {
  it('DRAFT → OPEN invites every signer in its language, with a direct link or a view link', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      directSigner('chiara.rossi@example.org', d, 'it'),
    ]);
    expect(req.statusOverall).toBe('OPEN');
    expect(req.initiatedAt).toEqual(expect.any(String));
    const toAnna = ctx.server.mailer.lastTo(anna.email)!;
    expect(toAnna.text).toContain(`${ctx.server.config.publicUrl}/view/${req.id}`);
    expect(toAnna.text).not.toContain('/direct-sign/');
    expect(toAnna.language).toBe('en');
    const toChiara = ctx.server.mailer.lastTo('chiara.rossi@example.org')!;
    expect(toChiara.language).toBe('it');
    expect(toChiara.subject).toContain('Beat Keller ti chiede di firmare');
    expect(toChiara.text).toMatch(new RegExp(`/direct-sign/${req.id}/[A-Za-z0-9_-]{32}`));
    expect(toChiara.text).toMatch(/\/sendto\/st-[A-Za-z0-9_-]+/);
    // Contacts for the e-mail autocomplete of the sender.
    const suggestions = await ctx.inject({
      method: 'GET',
      url: '/v1/email_input_autocomplete?input=chiara',
      headers: beat.auth,
    });
    expect(suggestions.json().items).toEqual([
      { email: 'chiara.rossi@example.org', name: 'Chiara Rossi' },
    ]);
    // Initiating twice is an illegal transition.
    const again = await post(url(req.id, '/initiate'), beat);
    expect(again.statusCode).toBe(409);
    expectContract(again, 'post /v3/signature-requests/{requestId}/initiate');
    expect(again.json().code).toBe('invalid_transition');
  });

  it('lets a signer see it (VIEWED once) but not change it: 403 for sender-only actions', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    for (let i = 0; i < 2; i++) {
      const seen = await ctx.inject({ method: 'GET', url: url(req.id), headers: anna.auth });
      expectContract(seen, 'get /v3/signature-requests/{requestId}');
    }
    const events = await listEvents(ctx.server.testDb.db, req.id);
    expect(events.filter((e) => e.type === 'VIEWED')).toHaveLength(1);
    const forbidden = [
      await ctx.inject({
        method: 'PUT',
        url: url(req.id),
        headers: anna.auth,
        payload: { title: 'x' },
      }),
      await post(url(req.id, '/withdraw'), anna, { message: 'no' }),
      await post(url(req.id, '/remind'), anna),
      await post(url(req.id, '/initiate'), anna),
      await ctx.inject({ method: 'DELETE', url: url(req.id), headers: anna.auth }),
    ];
    for (const response of forbidden) expect(response.statusCode, response.body).toBe(403);
    // A stranger: 404 for every operation.
    const stranger = [
      await ctx.inject({ method: 'GET', url: url(req.id, '/events'), headers: daniel.auth }),
      await post(url(req.id, '/decline'), daniel, { message: 'no' }),
      await ctx.inject({ method: 'GET', url: url(req.id, '/lock-status'), headers: daniel.auth }),
    ];
    for (const response of stranger) expect(response.statusCode, response.body).toBe(404);
  });

  it('the sender cannot update, add documents to or delete an OPEN request (409)', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const extra = await upload(ctx, beat);
    const responses = [
      [
        await ctx.inject({
          method: 'PUT',
          url: url(req.id),
          headers: beat.auth,
          payload: { title: 'x' },
        }),
        'put /v3/signature-requests/{requestId}',
      ],
      [
        await post(url(req.id, '/documents'), beat, { document_id: extra }),
        'post /v3/signature-requests/{requestId}/documents',
      ],
      [
        await ctx.inject({
          method: 'DELETE',
          url: url(req.id, `/documents/${req.documentId}`),
          headers: beat.auth,
        }),
        'delete /v3/signature-requests/{requestId}/documents/{documentId}',
      ],
      [
        await ctx.inject({ method: 'DELETE', url: url(req.id), headers: beat.auth }),
        'delete /v3/signature-requests/{requestId}',
      ],
    ] as const;
    for (const [response, operation] of responses) {
      expect(response.statusCode, operation).toBe(409);
      expectContract(response, operation);
    }
  });

  it('adds a signer to an OPEN request (invited at once) and removes one who has not signed', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const added = await post(
      url(req.id, '/signatures'),
      beat,
      directSigner('eva@example.org', req.documentId, 'de'),
    );
    expect(added.statusCode).toBe(201);
    expectContract(added, 'post /v3/signature-requests/{requestId}/signatures');
    expect(added.json()).toMatchObject({
      accountEmail: null,
      name: 'Chiara Rossi',
      status: 'OPEN',
    });
    expect(ctx.server.mailer.lastTo('eva@example.org')!.language).toBe('de');
    const duplicate = await post(
      url(req.id, '/signatures'),
      beat,
      accountSigner(anna.email, req.documentId),
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().code).toBe('duplicate_signer');
    const removed = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, `/signatures/${added.json().id}`),
      headers: beat.auth,
    });
    expectContract(removed, 'delete /v3/signature-requests/{requestId}/signatures/{signatureId}');
    const unknown = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, '/signatures/s-nope-9'),
      headers: beat.auth,
    });
    expect(unknown.statusCode).toBe(404);
    // The last signer of an open request stays (withdraw instead).
    const last = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, `/signatures/${req.signatures[0].id}`),
      headers: beat.auth,
    });
    expect(last.statusCode).toBe(409);
  });
});

describe('decline and withdraw', () => {
  it('a signer declines: OPEN → DECLINED, the others are told, then every transition is 409', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      directSigner('chiara@example.org', d, 'fr'),
    ]);
    const declined = await post(url(req.id, '/decline'), anna, {
      message: 'The fee schedule does not match our offer.',
    });
    expectContract(declined, 'post /v3/signature-requests/{requestId}/decline');
    expect(declined.json()).toMatchObject({
      statusOverall: 'DECLINED',
      completedAt: expect.any(String),
    });
    expect(declined.json().signatures[0]).toMatchObject({
      status: 'DECLINED',
      declinedAt: expect.any(String),
    });
    expect(ctx.server.mailer.lastTo(beat.email)!.text).toContain(
      'The fee schedule does not match our offer.',
    );
    expect(ctx.server.mailer.lastTo('chiara@example.org')!.subject).toContain('a été refusé');
    const conflicts = [
      [
        await post(url(req.id, '/decline'), anna, { message: 'again' }),
        'post /v3/signature-requests/{requestId}/decline',
      ],
      [
        await post(url(req.id, '/withdraw'), beat, { message: 'late' }),
        'post /v3/signature-requests/{requestId}/withdraw',
      ],
      [await post(url(req.id, '/remind'), beat), 'post /v3/signature-requests/{requestId}/remind'],
      [
        await post(url(req.id, '/delegate'), anna, { email: 'x@example.org', name: 'X' }),
        'post /v3/signature-requests/{requestId}/delegate',
      ],
      [
        await post(url(req.id, '/signatures'), beat, accountSigner(daniel.email, req.documentId)),
        'post /v3/signature-requests/{requestId}/signatures',
      ],
      [
        await ctx.inject({
          method: 'DELETE',
          url: url(req.id, `/signatures/${req.signatures[1].id}`),
          headers: beat.auth,
        }),
        'delete /v3/signature-requests/{requestId}/signatures/{signatureId}',
      ],
      [
        await post(url(req.id, '/initiate'), beat),
        'post /v3/signature-requests/{requestId}/initiate',
      ],
      [
        await ctx.inject({ method: 'GET', url: url(req.id, '/zip'), headers: beat.auth }),
        'get /v3/signature-requests/{requestId}/zip',
      ],
    ] as const;
    for (const [response, operation] of conflicts) {
      expect(response.statusCode, `${operation}: ${response.body}`).toBe(409);
      expectContract(response, operation);
    }
    const types = (await listEvents(ctx.server.testDb.db, req.id)).map((e) => e.type);
    expect(types).toEqual(['CREATED', 'INITIATED', 'DECLINED']);
    const decline = (await listEvents(ctx.server.testDb.db, req.id)).at(-1)!;
    expect(decline).toMatchObject({
      actor_email: anna.email,
      actor_name: 'Anna Meier',
      detail: 'The fee schedule does not match our offer.',
    });
    // A finished request can be deleted by its sender, with its documents.
    const deleted = await ctx.inject({ method: 'DELETE', url: url(req.id), headers: beat.auth });
    expect(deleted.statusCode).toBe(200);
    expect(
      (
        await ctx.inject({
          method: 'GET',
          url: `/v3/documents/${req.documentId}`,
          headers: beat.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the sender is no signer: declining answers 403', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const response = await post(url(req.id, '/decline'), beat, { message: 'no' });
    expect(response.statusCode).toBe(403);
    expectContract(response, 'post /v3/signature-requests/{requestId}/decline');
  });

  it('the sender withdraws: OPEN → WITHDRAWN, open signers are told; a draft cannot be withdrawn', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const withdrawn = await post(url(req.id, '/withdraw'), beat, {
      message: 'The figures need a correction.',
    });
    expectContract(withdrawn, 'post /v3/signature-requests/{requestId}/withdraw');
    expect(withdrawn.json().statusOverall).toBe('WITHDRAWN');
    expect(ctx.server.mailer.lastTo(anna.email)!.subject).toContain('was withdrawn');
    const again = await post(url(req.id, '/withdraw'), beat, { message: 'again' });
    expect(again.statusCode).toBe(409);
    const created = await draft(ctx, beat);
    const fromDraft = await post(url(created.id, '/withdraw'), beat, { message: 'x' });
    expect(fromDraft.statusCode).toBe(409);
    const declineDraft = await post(url(created.id, '/decline'), beat, { message: 'x' });
    expect(declineDraft.statusCode).toBe(403);
  });
});

describe('remind', () => {
  it('mails every OPEN signer, then answers 429 with Retry-After within the hour', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      directSigner('chiara@example.org', d),
    ]);
    const before = ctx.server.mailer.sent.length;
    const reminded = await post(url(req.id, '/remind'), beat);
    expectContract(reminded, 'post /v3/signature-requests/{requestId}/remind');
    expect(reminded.json().reminded.map((r: { email: string }) => r.email)).toEqual([
      anna.email,
      'chiara@example.org',
    ]);
    expect(ctx.server.mailer.sent.length - before).toBe(2);
    expect(ctx.server.mailer.lastTo('chiara@example.org')!.subject).toMatch(/^Promemoria/);
    const limited = await post(url(req.id, '/remind'), beat);
    expect(limited.statusCode).toBe(429);
    expectContract(limited, 'post /v3/signature-requests/{requestId}/remind');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it("answers 'Failed to remind signers' when the mailer fails, and the limit is not used up", async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const mailer = ctx.server.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = async () => {
      throw new Error('SMTP 421 service not available');
    };
    let response;
    try {
      response = await post(url(req.id, '/remind'), beat);
    } finally {
      mailer.send = send;
    }
    expect(response.statusCode).toBe(503);
    expectContract(response, 'post /v3/signature-requests/{requestId}/remind');
    expect(response.json().detail).toBe('Failed to remind signers');
    const retry = await post(url(req.id, '/remind'), beat);
    expect(retry.statusCode).toBe(200);
  });
});

describe('delegate', () => {
  it('hands the caller’s signature to another e-mail: new signer invited, caller removed', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const response = await post(url(req.id, '/delegate'), anna, {
      email: 'Daniel.Frei@example.org',
      name: 'Daniel Frei',
      message: 'Please sign in my place while I am away.',
    });
    expectContract(response, 'post /v3/signature-requests/{requestId}/delegate');
    const signatures = response.json().signatures;
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      accountEmail: null,
      name: 'Daniel Frei',
      signerIdentityData: {
        emailAddress: 'daniel.frei@example.org',
        firstName: 'Daniel',
        lastName: 'Frei',
      },
      quality: 'aes',
      legislation: 'zertes',
      documentSignatures: [{ documentId: req.documentId, page: 2 }],
    });
    const mail = ctx.server.mailer.lastTo('daniel.frei@example.org')!;
    expect(mail.text).toContain('Please sign in my place while I am away.');
    expect(mail.text).toContain('/direct-sign/');
    const event = (await listEvents(ctx.server.testDb.db, req.id)).at(-1)!;
    expect(event).toMatchObject({ type: 'DELEGATED', actor_email: anna.email });
    // Anna is no party any more.
    expect(
      (await ctx.inject({ method: 'GET', url: url(req.id), headers: anna.auth })).statusCode,
    ).toBe(404);
  });

  it('to a person with an account makes an account signer; 422 for someone already signing', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      accountSigner(beat.email, d, 300),
    ]);
    const already = await post(url(req.id, '/delegate'), anna, {
      email: beat.email,
      name: 'Beat Keller',
    });
    expect(already.statusCode).toBe(422);
    expectContract(already, 'post /v3/signature-requests/{requestId}/delegate');
    const self = await post(url(req.id, '/delegate'), anna, { email: anna.email, name: 'Anna' });
    expect(self.statusCode).toBe(422);
    const toDaniel = await post(url(req.id, '/delegate'), anna, {
      email: daniel.email,
      name: 'Daniel Frei',
    });
    expect(toDaniel.json().signatures.map((s: { accountEmail: string }) => s.accountEmail)).toEqual(
      [daniel.email, beat.email],
    );
    expect(ctx.server.mailer.lastTo(daniel.email)!.text).toContain(`/view/${req.id}`);
    // The sender is not a signer of another request: 403.
    const other = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const bySender = await post(url(other.id, '/delegate'), beat, {
      email: 'x@example.org',
      name: 'X',
    });
    expect(bySender.statusCode).toBe(403);
  });
});

describe('signing: markSigned, lock status, completion', () => {
  it('locks while a signature is applied and completes when every signer has signed', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      directSigner('chiara@example.org', d),
    ]);
    const db = ctx.server.testDb.db;
    const status = () =>
      ctx.inject({ method: 'GET', url: url(req.id, '/lock-status'), headers: beat.auth });
    expect((await status()).json()).toEqual({ locked: false, lockedBy: null, lockedUntil: null });
    expect(await lockRequest(db, req.id, anna.email, 60)).toBe(true);
    expect(await lockRequest(db, req.id, 'chiara@example.org', 60)).toBe(false);
    const locked = await status();
    expectContract(locked, 'get /v3/signature-requests/{requestId}/lock-status');
    expect(locked.json()).toMatchObject({ locked: true, lockedBy: anna.email });
    expect(await unlockRequest(db, req.id, 'chiara@example.org')).toBe(false);
    expect(await unlockRequest(db, req.id, anna.email)).toBe(true);
    expect((await status()).json().locked).toBe(false);

    const first = await markSigned(db, req.id, req.signatures[0].id, { address: '203.0.113.24' });
    expect(first.completed).toBe(false);
    await expect(markSigned(db, req.id, req.signatures[0].id)).rejects.toMatchObject({
      kind: 'conflict',
    });
    // A signer who signed stays: removing answers 409.
    const remove = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, `/signatures/${req.signatures[0].id}`),
      headers: beat.auth,
    });
    expect(remove.statusCode).toBe(409);
    const second = await markSigned(db, req.id, req.signatures[1].id);
    expect(second.completed).toBe(true);
    const done = (await ctx.inject({ method: 'GET', url: url(req.id), headers: beat.auth })).json();
    expect(done).toMatchObject({ statusOverall: 'SIGNED', completedAt: expect.any(String) });
    expect(done.signatures.map((s: { status: string }) => s.status)).toEqual(['SIGNED', 'SIGNED']);
    const types = (await listEvents(db, req.id)).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['SIGNED', 'SIGNED', 'COMPLETED']);
    const signed = (await listEvents(db, req.id)).find((e) => e.type === 'SIGNED')!;
    expect(signed).toMatchObject({
      actor_email: anna.email,
      address: '203.0.113.24',
      detail: 'aes (zertes)',
    });
    // SIGNED is final.
    await expect(markSigned(db, req.id, req.signatures[1].id)).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect((await post(url(req.id, '/withdraw'), beat, { message: 'x' })).statusCode).toBe(409);
    expect((await post(url(req.id, '/decline'), anna, { message: 'x' })).statusCode).toBe(409);
  });

  it('completes when the only signer left unsigned is removed', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      accountSigner(daniel.email, d, 300),
    ]);
    await markSigned(ctx.server.testDb.db, req.id, req.signatures[0].id);
    const response = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, `/signatures/${req.signatures[1].id}`),
      headers: beat.auth,
    });
    expect(response.statusCode).toBe(200);
    const done = (await ctx.inject({ method: 'GET', url: url(req.id), headers: beat.auth })).json();
    expect(done.statusOverall).toBe('SIGNED');
    expect(ctx.server.mailer.lastTo(beat.email)!.subject).toContain('is signed');
  });

  it('lets one of two concurrent lock attempts win', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const db = ctx.server.testDb.db;
    const results = await Promise.all(
      ['a@example.org', 'b@example.org', 'c@example.org'].map((holder) =>
        lockRequest(db, req.id, holder, 30),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
