// Identifications (seed 000 §4, §7): a user or a direct-link signer proves identity with a
// provider — "eidas uses segment srs with video or robo; zertes uses segment intrum with video or
// autoident". The provider walks initialized → inprogress → success or failure and reports it
// (the sandbox page does, as a provider's callback would); the product shows the mapped
// appointment status: "initialized and unknown become initialized; inprogress stays inprogress;
// success becomes activatingQES; failure stays failure".
//
// Success raises the person's qualities: the qualified signature of that legislation (grant
// `qes:<legislation>`), which also counts as its advanced signature (qualities.ts). One
// identification per provider and method; a new one may start when none is ongoing (seed 000
// §4 "counts as ongoing when a status exists and the highest quality is not qes": initialized
// or inprogress) and the person does not hold the qualified signature of that legislation yet.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, IdentificationsTable } from '../../db/schema.ts';
import type { Schemas } from '../handler.ts';
import { conflict } from '../../domain-errors.ts';
import type { IdentificationSession, ProviderStatus } from '../../providers/identification.ts';
import { iso } from '../../clock.ts';
import { parseGrants, type Grant } from '../user/index.ts';

export type IdentificationRow = Selectable<IdentificationsTable>;
export type IdentificationProviderName = IdentificationsTable['provider'];
export type IdentificationMethod = IdentificationsTable['method'];
export type Legislation = IdentificationsTable['legislation'];
type AppointmentStatus = Schemas['AppointmentStatus'];
type Db = Kysely<Database>;

export const LEGISLATION_OF: Record<IdentificationProviderName, Legislation> = {
  srs: 'eidas',
  intrum: 'zertes',
};

/** Whose identification: a user, or a direct-link signer of one request. */
export type Subject =
  | { kind: 'user'; userId: string; email: string; grants: Grant[] }
  | { kind: 'direct'; requestId: string; signerId: string; email: string; grants: Grant[] };

/** Seed 000 §4, the appointment status of a provider status. */
export function appointmentStatus(status: string): AppointmentStatus {
  switch (status) {
    case 'inprogress':
      return 'inprogress';
    case 'success':
      return 'activatingQES';
    case 'failure':
      return 'failure';
    default:
      // initialized, unknown, and anything a provider may add later.
      return 'initialized';
  }
}

const FINISHED = ['success', 'failure'];

/** The one place a row becomes the contract's IdentificationInfo. */
export function toIdentificationInfo(row: IdentificationRow): Schemas['IdentificationInfo'] {
  return {
    id: row.id,
    provider: row.provider,
    method: row.method,
    legislation: row.legislation,
    appointmentStatus: appointmentStatus(row.status),
    // Contract: "Null once the identification is finished or failed."
    identUrl: FINISHED.includes(row.status) ? null : row.ident_url,
    email: row.email,
    signatureRequestId: row.signature_request_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    // The contract's oneOf per legislation: rows only hold the pairs the routes create (srs with
    // video or robo under eidas, intrum with video or autoident under zertes).
  } as Schemas['IdentificationInfo'];
}

/** Sandbox actions on the provider side and the status each leads to from the current one. */
export type ProviderAction = 'start' | 'succeed' | 'fail';

export function nextStatus(current: string, action: ProviderAction): ProviderStatus | undefined {
  if (action === 'start')
    return current === 'initialized' || current === 'unknown' ? 'inprogress' : undefined;
  if (current !== 'inprogress') return undefined;
  return action === 'succeed' ? 'success' : 'failure';
}

export const holdsQualified = (grants: Grant[], legislation: Legislation) =>
  grants.some((g) => g.group === 'qes' && g.scope === legislation);

const ONGOING: AppointmentStatus[] = ['initialized', 'inprogress'];

/** 409 when the subject may not start an identification for `legislation` now. */
export function assertCanStart(
  existing: IdentificationRow[],
  subject: Subject,
  legislation: Legislation,
) {
  const ongoing = existing.find((row) => ONGOING.includes(appointmentStatus(row.status)));
  if (ongoing) {
    throw conflict(
      `An identification is already ongoing (${ongoing.provider} ${ongoing.method}, ${appointmentStatus(ongoing.status)}); finish or cancel it first.`,
      'identification_ongoing',
    );
  }
  if (holdsQualified(subject.grants, legislation)) {
    throw conflict(
      `You already hold the qualified signature for ${legislation}.`,
      'already_identified',
    );
  }
}

function ofSubject(subject: Subject) {
  return subject.kind === 'user'
    ? { user_id: subject.userId, request_id: null, signer_id: null }
    : { user_id: null, request_id: subject.requestId, signer_id: subject.signerId };
}

export async function subjectIdentifications(
  db: Db,
  subject: Subject,
): Promise<IdentificationRow[]> {
  let query = db.selectFrom('identifications').selectAll();
  query =
    subject.kind === 'user'
      ? query.where('user_id', '=', subject.userId)
      : query.where('request_id', '=', subject.requestId).where('signer_id', '=', subject.signerId);
  return query.orderBy('created_at').execute();
}

export async function findIdentification(
  db: Db,
  subject: Subject,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): Promise<IdentificationRow | undefined> {
  return (await subjectIdentifications(db, subject)).find(
    (row) => row.provider === provider && row.method === method,
  );
}

/** Stores a new identification (replacing a finished one of the same provider and method). */
export async function createIdentification(
  db: Db,
  subject: Subject,
  input: {
    id?: string;
    provider: IdentificationProviderName;
    method: IdentificationMethod;
    signatureRequestId: string | null;
    session: IdentificationSession;
    now: Date;
  },
): Promise<IdentificationRow> {
  const row: IdentificationRow = {
    id: input.id ?? randomUUID(),
    ...ofSubject(subject),
    provider: input.provider,
    method: input.method,
    legislation: LEGISLATION_OF[input.provider],
    status: 'initialized',
    email: subject.email,
    signature_request_id: input.signatureRequestId,
    reference: input.session.reference,
    ident_url: input.session.identUrl,
    created_at: iso(input.now),
    updated_at: iso(input.now),
  };
  await db.transaction().execute(async (trx) => {
    const previous = await findIdentification(trx, subject, input.provider, input.method);
    if (previous) await trx.deleteFrom('identifications').where('id', '=', previous.id).execute();
    await trx.insertInto('identifications').values(row).execute();
  });
  return row;
}

export async function deleteIdentification(db: Db, id: string): Promise<void> {
  await db.deleteFrom('identifications').where('id', '=', id).execute();
}

export async function findByReference(
  db: Db,
  reference: string,
): Promise<IdentificationRow | undefined> {
  return db
    .selectFrom('identifications')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** The grants JSON with `grant` added (kept once). */
export function withGrant(json: string, grant: string): string {
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    list = [];
  }
  const grants = Array.isArray(list) ? list.filter((g): g is string => typeof g === 'string') : [];
  return JSON.stringify(grants.includes(grant) ? grants : [...grants, grant]);
}

/**
 * The provider reports `status` for the identification with `reference` (the sandbox page, or a
 * provider's callback). On success the person gets the qualified signature of the legislation.
 * 409 when the status does not follow from the current one.
 */
export async function recordProviderStatus(
  db: Db,
  reference: string,
  action: ProviderAction,
  now: Date,
): Promise<IdentificationRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await findByReference(trx, reference);
    if (!row) return undefined;
    const status = nextStatus(row.status, action);
    if (!status) {
      throw conflict(
        `The identification is ${row.status}; it cannot ${action} now.`,
        'invalid_transition',
      );
    }
    const changed = await trx
      .updateTable('identifications')
      .set({ status, updated_at: iso(now) })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      throw conflict(
        'The identification changed meanwhile; reload the page.',
        'invalid_transition',
      );
    }
    if (status === 'success') await grantQualified(trx, row, now);
    return { ...row, status, updated_at: iso(now) };
  });
}

async function grantQualified(trx: Db, row: IdentificationRow, now: Date) {
  const grant = `qes:${row.legislation}`;
  if (row.user_id) {
    const user = await trx
      .selectFrom('users')
      .select('qualities')
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    if (!user) return;
    await trx
      .updateTable('users')
      .set({ qualities: withGrant(user.qualities, grant), updated_at: iso(now) })
      .where('id', '=', row.user_id)
      .execute();
  } else if (row.request_id && row.signer_id) {
    const signer = await trx
      .selectFrom('signature_request_signers')
      .select('qualities')
      .where('request_id', '=', row.request_id)
      .where('id', '=', row.signer_id)
      .executeTakeFirst();
    if (!signer) return;
    await trx
      .updateTable('signature_request_signers')
      .set({ qualities: withGrant(signer.qualities, grant), updated_at: iso(now) })
      .where('request_id', '=', row.request_id)
      .where('id', '=', row.signer_id)
      .execute();
  }
}

/**
 * The appointment status per legislation of a user's identifications, for qualitiesDetail
 * (GET /v3/user/signature-qualities-detail): the newest identification of each legislation.
 */
export async function identificationStatuses(
  db: Db,
  userId: string,
): Promise<Partial<Record<Legislation, AppointmentStatus>>> {
  const rows = await db
    .selectFrom('identifications')
    .select(['legislation', 'status', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at')
    .execute();
  const statuses: Partial<Record<Legislation, AppointmentStatus>> = {};
  for (const row of rows) statuses[row.legislation] = appointmentStatus(row.status);
  return statuses;
}

/** Price of an identification in minor units, CHF 39.00 (no business pays yet: the person pays it all). */
export const IDENTIFICATION_PRICE = { amount: 3900, currency: 'CHF' } as const;

/**
 * GET /v1/user/identification/payment/{id}: coverage by the user's business. Businesses arrive
 * with a later issue, so nothing is covered yet and the user pays the price.
 */
export function paymentCoverage(row: IdentificationRow): Schemas['IdentificationPaymentCoverage'] {
  return {
    identificationId: row.id,
    legislation: row.legislation,
    covered: false,
    coverageReason: null,
    businessId: null,
    amount: IDENTIFICATION_PRICE.amount,
    amountDue: IDENTIFICATION_PRICE.amount,
    currency: IDENTIFICATION_PRICE.currency,
  };
}

export { parseGrants };
