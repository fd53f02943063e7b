// The step-up of a qualified signature (seed 000 §7 "POST /v3/swisscom/proceed/{id} (pwdotp)"):
// `POST /v3/sign` of a qes signer does not sign yet; it stores what is to be signed (the plan),
// sends a one-time code by SMS and answers STEP_UP_REQUIRED. `POST …/swisscom/proceed/{id}` with
// the trust-service password and the code finishes it.
//
//   - one pending step-up per signer and request (a new sign call replaces it);
//   - it expires STEP_UP_TTL_SECONDS after it was started;
//   - STEP_UP_MAX_ATTEMPTS wrong password/code pairs end it (429): sign again for a new code;
//   - only the SHA-256 of the code is stored.
import type { Kysely, Selectable } from 'kysely';
import type { Database, StepUpsTable } from '../../db/schema.ts';
import { addSeconds, iso } from '../../clock.ts';
import type { SigningPlan } from './rules.ts';
import { codeMatches, hashCode, newCode } from './tan.ts';

export type StepUpRow = Selectable<StepUpsTable>;
type Db = Kysely<Database>;

export const STEP_UP_TTL_SECONDS = 5 * 60;
export const STEP_UP_MAX_ATTEMPTS = 3;
export const OTP_DIGITS = 6;

export async function startStepUp(
  db: Db,
  input: {
    requestId: string;
    signerId: string;
    userId: string | null;
    mobileHint: string | null;
    plan: SigningPlan;
    now: Date;
  },
): Promise<{ code: string; row: StepUpRow }> {
  const code = newCode(OTP_DIGITS);
  const row: StepUpRow = {
    request_id: input.requestId,
    signer_id: input.signerId,
    user_id: input.userId,
    otp_hash: hashCode(code),
    mobile_hint: input.mobileHint,
    plan: JSON.stringify(input.plan),
    created_at: iso(input.now),
    expires_at: iso(addSeconds(input.now, STEP_UP_TTL_SECONDS)),
    failed_attempts: 0,
  };
  await db.transaction().execute(async (trx) => {
    await dropStepUp(trx, input.requestId, input.signerId);
    await trx.insertInto('step_ups').values(row).execute();
  });
  return { code, row };
}

export async function findStepUp(
  db: Db,
  requestId: string,
  signerId: string,
): Promise<StepUpRow | undefined> {
  return db
    .selectFrom('step_ups')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('signer_id', '=', signerId)
    .executeTakeFirst();
}

export async function dropStepUp(db: Db, requestId: string, signerId: string): Promise<void> {
  await db
    .deleteFrom('step_ups')
    .where('request_id', '=', requestId)
    .where('signer_id', '=', signerId)
    .execute();
}

export const stepUpExpired = (row: Pick<StepUpRow, 'expires_at'>, now: Date) =>
  row.expires_at <= iso(now);

export const otpMatches = (row: Pick<StepUpRow, 'otp_hash'>, otp: string) =>
  codeMatches(otp, row.otp_hash);

/**
 * Counts a wrong password or code; answers the attempts left (0: the step-up is gone). The
 * UPDATE is conditional on the count read, so parallel guesses cannot exceed the limit.
 */
export async function recordStepUpFailure(db: Db, row: StepUpRow): Promise<number> {
  const failed = Number(row.failed_attempts) + 1;
  const result = await db
    .updateTable('step_ups')
    .set({ failed_attempts: failed })
    .where('request_id', '=', row.request_id)
    .where('signer_id', '=', row.signer_id)
    .where('otp_hash', '=', row.otp_hash)
    .where('failed_attempts', '=', Number(row.failed_attempts))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1 || failed >= STEP_UP_MAX_ATTEMPTS) {
    await dropStepUp(db, row.request_id, row.signer_id);
    return 0;
  }
  return STEP_UP_MAX_ATTEMPTS - failed;
}

export function planOf(row: Pick<StepUpRow, 'plan'>): SigningPlan {
  return JSON.parse(row.plan) as SigningPlan;
}
