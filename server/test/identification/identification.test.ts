// Identification through the API and the SANDBOX provider page: an identification walks
// initialized → inprogress → success (or failure) as the tester drives it on the page, answered
// with the appointment status mapping of docs/product.md#states-identification ("initialized and unknown become
// initialized; inprogress stays inprogress; success becomes activatingQES; failure stays
// failure"); success raises the person's qualities (qes of that legislation), which then lets a
// direct signer make a qualified signature (Swisscom step-up with the sandbox password). The pure
// rules are tested without a server in rules.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TRUST_SERVICE_PASSWORD } from '../../src/providers/trust-service.ts';
import { directSigner } from '../signature-requests/support.ts';
import {
  at,
  basic,
  directLinkFrom,
  expectContract,
  expectProblem,
  openWith,
  sandboxCode,
  signAs,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from '../signing/support.ts';

let ctx: Ctx;
let sender: User;

beforeAll(async () => {
  ctx = await start();
  sender = await signerUser(ctx, ['ses:any']);
});
afterAll(() => ctx?.server.close());

const api = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => ctx.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Drives the sandbox page like a tester: `action` is start, succeed or fail. */
async function sandbox(identUrl: string, action: string) {
  const path = new URL(identUrl).pathname;
  return ctx.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { accept: 'application/json' },
  });
}

describe('the signature-standards page of a fresh user', () => {
  it('its one call answers 200: every legislation without identification, nothing 404', async () => {
    const fresh = await signerUser(ctx, ['ses:any']);
    const detail = await api('GET', '/v3/user/signature-qualities-detail', fresh.auth);
    expect(detail.statusCode, detail.body).toBe(200);
    expectContract(detail, 'get /v3/user/signature-qualities-detail');
    expect(detail.json().identificationOngoing).toBe(false);
    for (const entry of detail.json().qualities) {
      expect(entry.identification).toBeUndefined();
      expect(entry.identificationStatus).toBeUndefined();
    }
    // Exactly what the user may use: ses only, so no screen may offer aes or qes as a default.
    const available = detail
      .json()
      .qualities.filter((q: { available: boolean }) => q.available)
      .map((q: { quality: string; legislation?: string }) => q.quality + (q.legislation ?? ''));
    expect(available).toEqual(['ses']);
    expect(detail.json().highestQuality).toBe('ses');
    // The server stores no default quality or legislation for a fresh user.
    const user = await api('GET', '/v1/user', fresh.auth);
    expect(user.json().attributes.defaultQuality).toBeUndefined();
    expect(user.json().attributes.defaultLegislation).toBeUndefined();
  });
});

describe('a user identification walking to success', () => {
  it('start → sandbox start → succeed raises qes:zertes; cancel and restart are refused', async () => {
    const anna = await signerUser(ctx, ['ses:any']);
    const url = '/v1/user/identification/intrum/video';
    const created = await api('POST', url, anna.auth);
    expect(created.statusCode, created.body).toBe(201);
    expectContract(created, 'post /v1/user/identification/intrum/video');
    const info = created.json();
    expect(info).toMatchObject({
      provider: 'intrum',
      method: 'video',
      legislation: 'zertes',
      appointmentStatus: 'initialized',
      email: anna.email,
      signatureRequestId: null,
    });
    expect(info.identUrl).toContain('/sandbox/identification/');

    const again = await api('POST', '/v1/user/identification/srs/robo', anna.auth);
    expectProblem(again, 409, 'identification_ongoing');
    expectContract(again, 'post /v1/user/identification/srs/robo');

    const page = await ctx.inject({ method: 'GET', url: new URL(info.identUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('Succeed');

    expectProblem(await sandbox(info.identUrl, 'succeed'), 409, 'invalid_transition');
    expect((await sandbox(info.identUrl, 'start')).json()).toMatchObject({ status: 'inprogress' });
    const running = await api('GET', url, anna.auth);
    expectContract(running, 'get /v1/user/identification/intrum/video');
    expect(running.json().appointmentStatus).toBe('inprogress');

    // Before: no qes; after success: qes for zertes.
    const before = await api('GET', '/v3/user/signature-qualities-detail', anna.auth);
    const qesZertes = (body: {
      qualities: { quality: string; legislation?: string; available: boolean }[];
    }) => body.qualities.find((q) => q.quality === 'qes' && q.legislation === 'zertes')?.available;
    expect(qesZertes(before.json())).toBe(false);
    // docs/product.md#states-identification: "An identification counts as ongoing when a status exists and the highest
    // quality is not qes."
    expect(before.json().identificationOngoing).toBe(true);
    // The page reads the identification from this one call (no per-provider GET that could 404).
    expectContract(before, 'get /v3/user/signature-qualities-detail');
    const zertesEntries = (body: {
      qualities: { legislation?: string; identification?: { id: string } }[];
    }) => body.qualities.filter((q) => q.legislation === 'zertes');
    for (const entry of zertesEntries(before.json())) {
      expect(entry.identification).toMatchObject({
        id: info.id,
        provider: 'intrum',
        method: 'video',
        appointmentStatus: 'inprogress',
        identUrl: info.identUrl,
      });
    }
    for (const entry of before
      .json()
      .qualities.filter((q: { legislation?: string }) => q.legislation !== 'zertes')) {
      expect(entry.identification).toBeUndefined();
    }

    const browser = await ctx.inject({
      method: 'POST',
      url: `${new URL(info.identUrl).pathname}/succeed`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(browser.statusCode).toBe(303);
    const done = await api('GET', url, anna.auth);
    expect(done.json()).toMatchObject({ appointmentStatus: 'activatingQES', identUrl: null });
    expectContract(done, 'get /v1/user/identification/intrum/video');

    const user = await api('GET', '/v1/user', anna.auth);
    expect(user.json().signatureQualities.qes.zertes.quality).toBe('qes');
    const after = await api('GET', '/v3/user/signature-qualities-detail', anna.auth);
    expect(after.json().highestQuality).toBe('qes');
    expect(qesZertes(after.json())).toBe(true);
    for (const entry of zertesEntries(after.json())) {
      expect(entry.identification).toMatchObject({
        appointmentStatus: 'activatingQES',
        identUrl: null,
      });
    }

    const cancel = await api('DELETE', `${url}?email=${encodeURIComponent(anna.email)}`, anna.auth);
    expectProblem(cancel, 409, 'identification_succeeded');
    expectProblem(await api('POST', url, anna.auth), 409, 'already_identified');

    const coverage = await api('GET', `/v1/user/identification/payment/${info.id}`, anna.auth);
    expect(coverage.statusCode, coverage.body).toBe(200);
    expectContract(coverage, 'get /v1/user/identification/payment/{identificationId}');
    expect(coverage.json()).toMatchObject({
      identificationId: info.id,
      legislation: 'zertes',
      covered: false,
      // A person of no business pays the price themselves.
      amountDue: 3900,
      currency: 'CHF',
    });
    const stranger = await signerUser(ctx);
    expectProblem(
      await api('GET', `/v1/user/identification/payment/${info.id}`, stranger.auth),
      404,
    );
  });

  it('a failed identification stays failure until cancelled; cancel needs the own e-mail', async () => {
    const beat = await signerUser(ctx, ['ses:any']);
    const url = '/v1/user/identification/srs/video';
    expectProblem(await api('GET', url, beat.auth), 404);
    const info = (await api('POST', url, beat.auth)).json();
    await sandbox(info.identUrl, 'start');
    await sandbox(info.identUrl, 'fail');
    const failed = await api('GET', url, beat.auth);
    expect(failed.json()).toMatchObject({
      appointmentStatus: 'failure',
      identUrl: null,
      legislation: 'eidas',
    });
    const detail = await api('GET', '/v3/user/signature-qualities-detail', beat.auth);
    expect(detail.json().highestQuality).toBe('ses');

    const other = await api('DELETE', `${url}?email=someone.else%40example.org`, beat.auth);
    expectProblem(other, 403);
    expectContract(other, 'delete /v1/user/identification/srs/video');
    const cancelled = await api(
      'DELETE',
      `${url}?email=${encodeURIComponent(beat.email)}`,
      beat.auth,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectContract(cancelled, 'delete /v1/user/identification/srs/video');
    expectProblem(await api('GET', url, beat.auth), 404);
    // The page of a cancelled identification is gone too.
    expect(
      (await ctx.inject({ method: 'GET', url: new URL(info.identUrl).pathname })).statusCode,
    ).toBe(404);
  });

  it('signatureRequestId must name a request the caller signs (422)', async () => {
    const chris = await signerUser(ctx, ['ses:any']);
    const response = await api('POST', '/v1/user/identification/srs/robo', chris.auth, {
      signatureRequestId: '00000000-0000-4000-8000-0000000000ff',
    });
    expectProblem(response, 422, 'unknown_signature_request');
    expectContract(response, 'post /v1/user/identification/srs/robo');
  });
});

describe('a direct signer identifies, then signs qualified with the step-up', () => {
  it('422 before, identification via the sandbox, STEP_UP_REQUIRED, proceed with the sandbox password', async () => {
    const email = 'chiara.rossi.qes@example.org';
    const documentId = await uploadPdf(ctx, sender, 3);
    const base = directSigner(email, documentId);
    const created = await openWith(
      ctx,
      sender,
      [documentId],
      [
        {
          ...base,
          document_signatures: [at(documentId, 1, 300)],
          quality: 'qes',
          legislation: 'zertes',
        },
      ],
    );
    const link = directLinkFrom(ctx, email);
    const headers = basic(link.requestId, link.key);

    expectProblem(
      await signAs(ctx, headers, [created.id], {}, '/v3/direct/sign'),
      422,
      'quality_unavailable',
    );

    const url = '/v1/direct/user/identification/intrum/autoident';
    expectProblem(
      await api('POST', url, headers, {
        signatureRequestId: '00000000-0000-4000-8000-0000000000ff',
      }),
      422,
      'unknown_signature_request',
    );
    const started = await api('POST', url, headers, { signatureRequestId: created.id });
    expect(started.statusCode, started.body).toBe(201);
    expectContract(started, 'post /v1/direct/user/identification/intrum/autoident');
    expect(started.json()).toMatchObject({
      email,
      signatureRequestId: created.id,
      appointmentStatus: 'initialized',
    });
    await sandbox(started.json().identUrl, 'start');
    await sandbox(started.json().identUrl, 'succeed');
    const read = await api('GET', url, headers);
    expectContract(read, 'get /v1/direct/user/identification/intrum/autoident');
    expect(read.json().appointmentStatus).toBe('activatingQES');
    const me = await api('GET', '/v1/direct/user', headers);
    expect(me.json().signatureQualities.qes.zertes.quality).toBe('qes');

    const signing = await signAs(ctx, headers, [created.id], { language: 'it' }, '/v3/direct/sign');
    expect(signing.statusCode, signing.body).toBe(200);
    expect(signing.json().results[0]).toMatchObject({
      status: 'STEP_UP_REQUIRED',
      swisscom: { requestId: created.id, method: 'pwdotp', mobileHint: '+41 79 *** ** 67' },
    });
    const otp = sandboxCode(ctx, email);
    const proceed = (password: string) =>
      api('POST', `/v3/direct/swisscom/proceed/${created.id}`, headers, {
        pwdotp: { password, otp },
      });
    const wrong = await proceed('not-the-password');
    expectProblem(wrong, 422, 'pwdotp_invalid');
    expectContract(wrong, 'post /v3/direct/swisscom/proceed/{requestId}');
    const done = await proceed(SANDBOX_TRUST_SERVICE_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expectContract(done, 'post /v3/direct/swisscom/proceed/{requestId}');
    expect(done.json().results[0]).toMatchObject({ status: 'SIGNED', statusOverall: 'SIGNED' });
    // Nothing pending any more: 404 in the direct variant (its contract), 409 once signed.
    expectProblem(await proceed(SANDBOX_TRUST_SERVICE_PASSWORD), 409);
    expectProblem(
      await api(
        'POST',
        '/v3/direct/swisscom/proceed/00000000-0000-4000-8000-0000000000ff',
        headers,
        {
          pwdotp: { password: 'x', otp: '123456' },
        },
      ),
      404,
    );
  });
});
