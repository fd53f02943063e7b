// Rules of identifications (docs/product.md#states-identification, docs/product.md#calls-identification): a user or a direct-link signer proves identity with
// a provider — "eidas uses segment srs with video or robo; zertes uses segment intrum with video
// or autoident". The provider walks initialized → inprogress → success or failure and reports it
// (the sandbox page does, as a provider's callback would); the product shows the mapped
// appointment status: "initialized and unknown become initialized; inprogress stays inprogress;
// success becomes activatingQES; failure stays failure".
//
// Success raises the person's qualities: the qualified signature of that legislation (grant
// `qes:<legislation>`), which also counts as its advanced signature (areas/user). One
// identification per provider and method; a new one may start when none is ongoing (
// docs/product.md#states-identification "counts as ongoing when a status exists and the highest quality is not qes": initialized
// or inprogress) and the person does not hold the qualified signature of that legislation yet.
// Pure: SQL in store.ts, the contract's shapes in to-contract.ts.
import type { components } from '../../../../generated/openapi.d.ts';
import type { IdentificationsTable } from '../../db/schema.ts';
import { conflict, forbidden, notFound, ruleViolated } from '../../domain-errors.ts';
import type { ProviderStatus } from '../../providers/identification.ts';
import type { Grant } from '../user/index.ts';

export type IdentificationRow = IdentificationsTable;
export type IdentificationProviderName = IdentificationsTable['provider'];
export type IdentificationMethod = IdentificationsTable['method'];
export type Legislation = IdentificationsTable['legislation'];
export type AppointmentStatus = components['schemas']['AppointmentStatus'];

/** docs/product.md#calls-identification: srs identifies for eidas, intrum for zertes. */
export const LEGISLATION_OF: Record<IdentificationProviderName, Legislation> = {
  srs: 'eidas',
  intrum: 'zertes',
};

/** Whose identification: a user, or a direct-link signer of one request. */
export type Subject =
  | { kind: 'user'; userId: string; email: string; grants: Grant[] }
  | { kind: 'direct'; requestId: string; signerId: string; email: string; grants: Grant[] };

/** docs/product.md#states-identification, the appointment status of a provider status. */
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

/** Whether the provider is done with it (success or failure): no identUrl any more. */
export const isFinished = (status: string) => status === 'success' || status === 'failure';

/** Sandbox actions on the provider side and the status each leads to from the current one. */
export type ProviderAction = 'start' | 'succeed' | 'fail';

export function nextStatus(current: string, action: ProviderAction): ProviderStatus | undefined {
  if (action === 'start')
    return current === 'initialized' || current === 'unknown' ? 'inprogress' : undefined;
  if (current !== 'inprogress') return undefined;
  return action === 'succeed' ? 'success' : 'failure';
}

/** The status `action` leads to; 409 when it does not follow from the current one. */
export function transition(current: string, action: ProviderAction): ProviderStatus {
  const status = nextStatus(current, action);
  if (!status) {
    throw conflict(
      `The identification is ${current}; it cannot ${action} now.`,
      'invalid_transition',
    );
  }
  return status;
}

/** The grant a successful identification gives: the qualified signature of its legislation. */
export const qualifiedGrant = (legislation: Legislation) => `qes:${legislation}`;

export const holdsQualified = (grants: Grant[], legislation: Legislation) =>
  grants.some((g) => g.group === 'qes' && g.scope === legislation);

const ONGOING: AppointmentStatus[] = ['initialized', 'inprogress'];

/** 409 when the subject may not start an identification for `legislation` now. */
export function assertCanStart(
  existing: Pick<IdentificationRow, 'provider' | 'method' | 'status'>[],
  subject: Pick<Subject, 'grants'>,
  legislation: Legislation,
): void {
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

const WORDS: Record<IdentificationMethod, string> = {
  video: 'video',
  robo: 'self-service (robo)',
  autoident: 'autoident',
};

/** "eidas self-service (robo)": how messages name an identification. */
export function identificationName(
  provider: IdentificationProviderName,
  method: IdentificationMethod,
) {
  return `${LEGISLATION_OF[provider]} ${WORDS[method]}`;
}

/** 404 for reading or cancelling an identification the subject does not have. */
export function noIdentification(
  provider: IdentificationProviderName,
  method: IdentificationMethod,
) {
  return notFound(`You have no ${identificationName(provider, method)} identification.`);
}

/** 403 unless the e-mail of a cancel is the subject's own (both come normalized). */
export function checkOwnEmail(email: string, subjectEmail: string): void {
  if (email !== subjectEmail) {
    throw forbidden('The e-mail is not yours: only your own identification can be cancelled.');
  }
}

/** 409 for cancelling a successful identification: the qualified signature stays. */
export function checkCancellable(row: Pick<IdentificationRow, 'status'>): void {
  if (row.status === 'success') {
    throw conflict(
      'The identification succeeded and can no longer be cancelled.',
      'identification_succeeded',
    );
  }
}

/** 422: the optional signatureRequestId of a start names no request the subject signs. */
export const notYourRequest = () =>
  ruleViolated('The signature request is not one you sign.', 'unknown_signature_request', [
    {
      pointer: '/body/signatureRequestId',
      detail: 'is not a signature request you sign',
      code: 'unknown_signature_request',
    },
  ]);

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
 * The appointment status per legislation, for qualitiesDetail: the last of `rows` of each
 * legislation counts (pass them oldest first).
 */
export function statusesPerLegislation(
  rows: Pick<IdentificationRow, 'legislation' | 'status'>[],
): Partial<Record<Legislation, AppointmentStatus>> {
  const statuses: Partial<Record<Legislation, AppointmentStatus>> = {};
  for (const row of rows) statuses[row.legislation] = appointmentStatus(row.status);
  return statuses;
}

/** Price of an identification in minor units, CHF 39.00 (no business pays yet: the person pays it all). */
export const IDENTIFICATION_PRICE = { amount: 3900, currency: 'CHF' } as const;
