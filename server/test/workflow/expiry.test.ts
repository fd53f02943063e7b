// A request's expiry with the clock moved: a request's expiry is checked on create (422
// expiry_in_past / expiry_too_far with a pointer), the expiry job leaves it OPEN before its time
// and makes it EXPIRED after (an EXPIRED event, mails to the sender and the unsigned signers),
// and an expired request cannot be signed, declined or reminded (409 request_expired).
import { describe, expect, it } from 'vitest';
import { runExpiry, runAutoReminders } from '../../src/areas/signature-requests/index.ts';
import {
  accountSignerOf,
  at,
  expectProblem,
  signAs,
  uploadPdf,
  type User,
} from '../signing/support.ts';
import { expectContract, url } from '../signature-requests/support.ts';
import { anna, beat, ctx, luca, useSigners } from './world.ts';
import { DAY, HOUR, fromNow, mailsTo, movedContext, openWithWorkflow } from './support.ts';

useSigners();

const get = (path: string, who: User) =>
  ctx.inject({ method: 'GET', url: path, headers: who.auth });

async function expiringRequest(workflow: Record<string, unknown>) {
  const documentId = await uploadPdf(ctx, beat, 2);
  return openWithWorkflow(ctx, beat, {
    documents: [documentId],
    signatures: [
      accountSignerOf(anna.email, [at(documentId, 1, 100)], 'ses', undefined),
      accountSignerOf(luca.email, [at(documentId, 1, 300)], 'ses', undefined),
    ],
    workflow,
  });
}

describe('expiry on create', () => {
  it.each([
    ['expiry_in_past', -HOUR],
    ['expiry_too_far', 366 * DAY],
  ])('422 %s with a pointer at workflow.expiresAt', async (code, offset) => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: beat.auth,
      payload: { title: 'Offer 2026', workflow: { expiresAt: fromNow(offset) } },
    });
    expectProblem(response, 422, code);
    expectContract(response, 'post /v3/signature-requests');
    expect(response.json().errors).toEqual([
      expect.objectContaining({ pointer: '/body/workflow/expiresAt', code }),
    ]);
  });
});

describe('the expiry job', () => {
  it('expires an OPEN request only once its time has come, and tells the unsigned signers', async () => {
    const expiresAt = fromNow(14 * DAY);
    const request = await expiringRequest({ expiresAt });
    expect(request.workflow.expiresAt).toBe(expiresAt);
    const signed = await signAs(ctx, anna.auth, [request.id]);
    expect(signed.statusCode, signed.body).toBe(200);

    await runExpiry(movedContext(ctx, 14 * DAY - HOUR));
    expect((await get(url(request.id), beat)).json().statusOverall).toBe('OPEN');

    const mailsBefore = ctx.server.mailer.sent.length;
    const expired = await runExpiry(movedContext(ctx, 14 * DAY + HOUR));
    expect(expired).toContain(request.id);
    const view = await get(url(request.id), beat);
    expectContract(view, 'get /v3/signature-requests/{requestId}');
    expect(view.json()).toMatchObject({ statusOverall: 'EXPIRED', workflow: { expiresAt } });
    expect(view.json().completedAt).not.toBeNull();
    const told = ctx.server.mailer.sent.slice(mailsBefore).map((m) => [m.to, m.subject]);
    expect(told).toEqual(
      expect.arrayContaining([
        [luca.email, '"Mandate agreement 2026" has expired'],
        [beat.email, '"Mandate agreement 2026" has expired'],
      ]),
    );
    // Anna had signed: she is not told to stop signing.
    expect(told.map(([to]) => to)).not.toContain(anna.email);
    const events = (await get(url(request.id, '/events'), beat)).json().events;
    expect(events.at(-1)).toMatchObject({ type: 'EXPIRED', address: null });
    // The sender's webhooks learn it from the same transaction.
    const hooked = await ctx.server.testDb.db
      .selectFrom('webhook_events')
      .select(['type', 'account_id'])
      .where('request_id', '=', request.id)
      .where('type', '=', 'request.expired')
      .execute();
    expect(hooked).toEqual([{ type: 'request.expired', account_id: beat.userId }]);

    // A second pass finds nothing more to do.
    expect(await runExpiry(movedContext(ctx, 15 * DAY))).not.toContain(request.id);
    expectProblem(await signAs(ctx, luca.auth, [request.id]), 409, 'request_expired');
    const decline = await ctx.inject({
      method: 'POST',
      url: url(request.id, '/decline'),
      headers: luca.auth,
      payload: { message: 'Too late' },
    });
    expectProblem(decline, 409, 'request_expired');
    const declined = await get('/v3/signature-requests?filter=declined', beat);
    expect(declined.json().items.map((r: { id: string }) => r.id)).toContain(request.id);
  });

  it('stops the automatic reminders of an expired request', async () => {
    const request = await expiringRequest({ expiresAt: fromNow(3 * DAY), reminderIntervalDays: 2 });
    await runExpiry(movedContext(ctx, 3 * DAY + HOUR));
    const before = mailsTo(ctx, luca.email, /reminder/i).length;
    await runAutoReminders(movedContext(ctx, 5 * DAY));
    expect(mailsTo(ctx, luca.email, /reminder/i).length).toBe(before);
    expect((await get(url(request.id), beat)).json().workflow.nextReminderAt).toBeNull();
  });
});
