// POST /v3/sign: the caller signs every document of each listed request (signatureRequests,
// language, optional tan, or sealAccountName; seed 000 §7). Every request is checked first (409
// unless OPEN, not locked by another signer and the caller's signature OPEN; 422 for a quality
// the caller lacks, missing Part 11 details or bad placements; 422 no_free_signatures for a free
// user without signatures left, seed 000 §2), so nothing is signed when one of them cannot be.
// Then the requests are locked, signed (qualified ones answer STEP_UP_REQUIRED instead) and
// released. A TAN is for direct-link signers; a user's is ignored (no operation sends users one).
// Part 11 signatures also need the account password (re-authentication).
import { normalizeEmail } from '../../signature-requests/index.ts';
import { needsStepUp, type SignResultEntry, type SigningPlan } from '../rules.ts';
import { verifyPassword } from '../../../security/passwords.ts';
import type { UserRow } from '../../user/index.ts';
import { forbidden, ruleViolated } from '../../../domain-errors.ts';
import { callerUser } from '../../signature-requests/index.ts';
import type { Handler } from '../../handler.ts';
import {
  applyPlan,
  planFor,
  takeFreeSignatures,
  userParty,
  withLocks,
  type Party,
} from '../engine.ts';
import { requireStepUp } from '../step-up-flow.ts';

export const sealNotAvailable = (name: string) =>
  forbidden(
    `You are not a member of a seal named "${name}" (business seals arrive with the business area).`,
    'seal_not_member',
  );

/**
 * Part 11 signatures re-authenticate the signer with the account password at the moment of
 * signing (21 CFR 11.200: each signing uses the signer's credentials).
 */
async function reauthenticateForPart11(
  user: UserRow,
  password: string | undefined,
  plans: SigningPlan[],
): Promise<void> {
  if (!plans.some((plan) => plan.quality === 'part11')) return;
  const problem = (detail: string, code: string) =>
    ruleViolated(detail, code, [{ pointer: '/body/password', detail, code }]);
  if (!password) {
    throw problem('A Part 11 signature needs your password.', 'part11_password_required');
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    throw problem('The password is not correct.', 'part11_password_invalid');
  }
}

export const signSignatureRequests: Handler<'signSignatureRequests'> = async (
  request,
  _reply,
  ctx,
) => {
  const user = await callerUser(ctx, request);
  const body = request.body;
  if (body.sealAccountName !== undefined) throw sealNotAvailable(body.sealAccountName);

  const planned: { party: Party; plan: SigningPlan }[] = [];
  for (const [index, item] of body.signatureRequests.entries()) {
    const pointer = `/body/signatureRequests/${index}`;
    if (
      body.signatureRequests.findIndex(
        (other) => other.id.toLowerCase() === item.id.toLowerCase(),
      ) !== index
    ) {
      throw ruleViolated('A signature request is listed twice.', 'duplicate_request', [
        { pointer: `${pointer}/id`, detail: 'is listed twice', code: 'duplicate_request' },
      ]);
    }
    const party = await userParty(ctx, user, item.id);
    planned.push({ party, plan: await planFor(ctx, party, item, body.language, pointer) });
  }

  await reauthenticateForPart11(
    user,
    body.password,
    planned.map(({ plan }) => plan),
  );

  const now = planned.filter(({ plan }) => !needsStepUp(plan.certificateQuality));
  const giveBack = await takeFreeSignatures(ctx, user.id, now.length);
  const signed = new Map<string, SignResultEntry>();
  try {
    await withLocks(
      ctx,
      now.map(({ party }) => party.request!.id),
      normalizeEmail(user.email),
      async () => {
        for (const { party, plan } of now) {
          signed.set(party.request!.id, await applyPlan(ctx, party, plan, request.ip || null));
        }
      },
    );
  } finally {
    const done = [...signed.values()].filter((r) => r.status === 'SIGNED').length;
    await giveBack(now.length - done);
  }

  const results: SignResultEntry[] = [];
  for (const { party, plan } of planned) {
    results.push(signed.get(party.request!.id) ?? (await requireStepUp(ctx, party, plan)));
  }
  return { results };
};
