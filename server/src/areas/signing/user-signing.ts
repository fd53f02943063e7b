// The work of POST /v3/sign and POST /v3/swisscom/proceed/{id} for a user (docs/product.md#calls-signing): every
// listed request is planned first (409 unless OPEN, not locked by another signer and the caller's
// signature OPEN; 422 for a quality the caller lacks, missing Part 11 details or bad placements),
// so nothing is signed when one of them cannot be. Part 11 re-authenticates with the password.
// What is signed now is reserved in one transaction (reservations.ts: the requests' fenced locks
// and one free signature per request, docs/product.md#screens), signed and committed request by request (a
// request overtaken meanwhile answers a FAILED entry with its 409 code next to the signed ones,
// or 409 when none was signed), and whatever did not commit is given back; the qualified ones
// answer STEP_UP_REQUIRED instead. Proceed finishes a step-up and spends its free signature then.
import type { AppContext } from '../../context.ts';
import { conflict, DomainError, notFound } from '../../domain-errors.ts';
import { verifyPassword } from '../../security/passwords.ts';
import type { RequestBody } from '../handler.ts';
import { normalizeEmail } from '../signature-requests/index.ts';
import type { UserRow } from '../user/index.ts';
import { applyPlan } from './apply-plan.ts';
import { userParty, type Party } from './party.ts';
import { planFor } from './plan.ts';
import { withReservations } from './reservations.ts';
import {
  assertCanSign,
  assertEmailVerified,
  assertListedOnce,
  needsPassword,
  needsStepUp,
  part11PasswordRefused,
  type SigningPlan,
  type SignResultEntry,
} from './rules/signer.ts';
import { applyBusinessPart11 } from './business-part11.ts';
import { signWithSeal } from './seal-signing.ts';
import { findStepUp } from './store/codes.ts';
import { finishStepUp, requireStepUp } from './step-up.ts';

/** POST /v3/sign of `user`: one result entry per listed request, in the order listed. */
export async function signAsUser(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'signSignatureRequests'>,
  address: string | null,
): Promise<SignResultEntry[]> {
  // An unconfirmed account signs nothing, a seal included (docs/product.md#states-quality: its highest quality is none).
  assertEmailVerified(user.email_verified === 1);
  if (body.sealAccountName !== undefined) return signWithSeal(ctx, user, body, address);
  const planned: { party: Party; plan: SigningPlan }[] = [];
  for (const [index, item] of body.signatureRequests.entries()) {
    const pointer = `/body/signatureRequests/${index}`;
    assertListedOnce(body.signatureRequests, index, pointer);
    const party = await userParty(ctx, user, item.id);
    planned.push({ party, plan: await planFor(ctx, party, item, body.language, pointer) });
  }
  const part11 = await applyBusinessPart11(ctx, user, planned, body.signatureRequests);
  if (part11 || needsPassword(planned.map(({ plan }) => plan))) {
    if (!body.password || !(await verifyPassword(body.password, user.password_hash))) {
      throw part11PasswordRefused(Boolean(body.password));
    }
  }

  const now = planned.filter(({ plan }) => !needsStepUp(plan.certificateQuality));
  const signed = new Map<string, SignResultEntry>();
  const conflicts: DomainError[] = [];
  await withReservations(
    ctx,
    { email: normalizeEmail(user.email), userId: user.id },
    now.map(({ party }) => party),
    async (held) => {
      for (const { party, plan } of now) {
        const id = party.request!.id;
        try {
          signed.set(id, await applyPlan(ctx, party, plan, address, held.get(id)!));
        } catch (error) {
          if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
          conflicts.push(error);
          signed.set(id, overtaken(party, error));
        }
      }
    },
  );
  if (conflicts.length > 0 && ![...signed.values()].some((e) => e.status === 'SIGNED')) {
    throw conflicts[0];
  }
  const results: SignResultEntry[] = [];
  for (const { party, plan } of planned) {
    results.push(signed.get(party.request!.id) ?? (await requireStepUp(ctx, party, plan)));
  }
  return results;
}

/**
 * POST /v3/swisscom/proceed/{requestId} of `user`: 404 for a request the caller does not sign,
 * 409 no_step_up when no qualified signature of the caller waits; the free signature is reserved
 * once the password and code are right, and spent when the step-up signs (step-up.ts).
 */
export async function proceedAsUser(
  ctx: AppContext,
  user: UserRow,
  requestId: string,
  pwdotp: { password: string; otp: string },
  address: string | null,
): Promise<SignResultEntry> {
  const party = await userParty(ctx, user, requestId);
  if (!party.request || !party.signer) throw notFound('The signature request does not exist.');
  assertCanSign(party.request, party.signer, ctx.clock.now());
  assertEmailVerified(user.email_verified === 1);
  const row = await findStepUp(ctx.db, party.request.id, party.signer.id);
  if (!row) {
    throw conflict(
      'No qualified signature of yours waits for confirmation in this request: sign it first.',
      'no_step_up',
    );
  }
  return finishStepUp(ctx, party, row, pwdotp, address);
}

/** The FAILED entry of a request whose signature was refused at its commit (409 `error`). */
const overtaken = (party: Party, error: DomainError): SignResultEntry => ({
  id: party.request!.id,
  status: 'FAILED',
  statusOverall: party.request!.status,
  signedAt: null,
  swisscom: null,
  error: { code: error.code, detail: error.message },
});
