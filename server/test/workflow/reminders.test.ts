// Reminders with the clock moved: a request with reminderIntervalDays reminds its unsigned
// signers every N days (not before), a manual reminder (POST …/remind, once an hour) pushes the
// next automatic one a whole interval back, sequential signing reminds only the signer whose turn
// it is, and the reminders stop when the request is signed or withdrawn. The bounds 1–30 are the
// contract's (400 outside).
import { describe, expect, it } from 'vitest';
import { runAutoReminders } from '../../src/areas/signature-requests/index.ts';
import { accountSignerOf, at, signAs, uploadPdf, type User } from '../signing/support.ts';
import { url } from '../signature-requests/support.ts';
import { anna, beat, ctx, luca, useSigners } from './world.ts';
import { DAY, HOUR, mailsTo, movedContext, openWithWorkflow } from './support.ts';

useSigners();

const REMINDER = /^Reminder: please sign/;
/** The reminders `who` got (of the request `requestId` when given: other tests' run too). */
const reminders = (who: User, requestId = '') =>
  mailsTo(ctx, who.email, REMINDER).filter((m) => m.text.includes(requestId)).length;

async function remindingRequest(workflow: Record<string, unknown>) {
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

describe('automatic reminders', () => {
  it('remind the unsigned signers every N days, and not before', async () => {
    const request = await remindingRequest({ reminderIntervalDays: 2 });
    expect(request.workflow.reminderIntervalDays).toBe(2);
    const next = new Date(request.workflow.nextReminderAt as string).getTime();
    expect(Math.abs(next - (Date.now() + 2 * DAY))).toBeLessThan(60_000);
    await signAs(ctx, anna.auth, [request.id]);
    const [annaBefore, lucaBefore] = [reminders(anna), reminders(luca)];

    expect(await runAutoReminders(movedContext(ctx, 2 * DAY - HOUR))).not.toContain(request.id);
    expect(reminders(luca)).toBe(lucaBefore);

    expect(await runAutoReminders(movedContext(ctx, 2 * DAY + HOUR))).toContain(request.id);
    expect(reminders(luca)).toBe(lucaBefore + 1);
    expect(reminders(anna)).toBe(annaBefore); // she has signed
    // The same moment again: the next one is an interval later.
    expect(await runAutoReminders(movedContext(ctx, 2 * DAY + 2 * HOUR))).not.toContain(request.id);
    expect(await runAutoReminders(movedContext(ctx, 4 * DAY + 2 * HOUR))).toContain(request.id);
    expect(reminders(luca)).toBe(lucaBefore + 2);
    const events = await ctx.inject({
      method: 'GET',
      url: url(request.id, '/events'),
      headers: beat.auth,
    });
    const reminded = events.json().events.filter((e: { type: string }) => e.type === 'REMINDED');
    expect(reminded).toHaveLength(2);
    expect(reminded[0]).toMatchObject({ address: null, detail: luca.email });

    // Signed by everyone: no reminder any more.
    await signAs(ctx, luca.auth, [request.id]);
    expect(await runAutoReminders(movedContext(ctx, 10 * DAY))).not.toContain(request.id);
  });

  it('a manual reminder pushes the next automatic one a whole interval back', async () => {
    const request = await remindingRequest({ reminderIntervalDays: 1 });
    const manual = await ctx.inject({
      method: 'POST',
      url: url(request.id, '/remind'),
      headers: beat.auth,
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const view = await ctx.inject({ method: 'GET', url: url(request.id), headers: beat.auth });
    const next = new Date(view.json().workflow.nextReminderAt).getTime();
    // The manual reminder's time and its record differ by the mail's delivery (milliseconds).
    expect(Math.abs(next - new Date(manual.json().remindedAt).getTime() - DAY)).toBeLessThan(5000);
    expect(next - Date.now()).toBeGreaterThan(DAY - 60_000);
  });

  it('in sequential signing only the signer whose turn it is', async () => {
    const request = await remindingRequest({ signingOrder: 'sequential', reminderIntervalDays: 3 });
    expect(await runAutoReminders(movedContext(ctx, 3 * DAY + HOUR))).toContain(request.id);
    expect(reminders(anna, request.id)).toBe(1);
    expect(reminders(luca, request.id)).toBe(0);
  });

  it('stop when the request is withdrawn', async () => {
    const request = await remindingRequest({ reminderIntervalDays: 1 });
    const withdrawn = await ctx.inject({
      method: 'POST',
      url: url(request.id, '/withdraw'),
      headers: beat.auth,
      payload: { message: 'Replaced by a new offer' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await runAutoReminders(movedContext(ctx, 2 * DAY))).not.toContain(request.id);
  });

  it.each([0, 31])('refuse an interval of %i days (400 with the pointer)', async (days) => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: beat.auth,
      payload: { title: 'Offer', workflow: { reminderIntervalDays: days } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].pointer).toBe('/body/workflow/reminderIntervalDays');
  });
});
