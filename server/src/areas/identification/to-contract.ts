// How identifications become the contract's IdentificationInfo, and the row of a new
// identification (who pays is coverage.ts). Pure.
import type { components } from '../../../../generated/openapi.d.ts';
import type { IdentificationSession } from '../../providers/identification.ts';
import {
  appointmentStatus,
  isFinished,
  LEGISLATION_OF,
  type IdentificationMethod,
  type IdentificationProviderName,
  type IdentificationRow,
  type Subject,
} from './rules.ts';

type Schemas = components['schemas'];

/** The one place a row becomes the contract's IdentificationInfo. */
export function toIdentificationInfo(row: IdentificationRow): Schemas['IdentificationInfo'] {
  return {
    id: row.id,
    provider: row.provider,
    method: row.method,
    legislation: row.legislation,
    appointmentStatus: appointmentStatus(row.status),
    // Contract: "Null once the identification is finished or failed."
    identUrl: isFinished(row.status) ? null : row.ident_url,
    email: row.email,
    signatureRequestId: row.signature_request_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    // The contract's oneOf per legislation: rows only hold the pairs the routes create (srs with
    // video or robo under eidas, intrum with video or autoident under zertes).
  } as Schemas['IdentificationInfo'];
}

/** The columns that say whose identification a row is. */
export function subjectColumns(subject: Subject) {
  return subject.kind === 'user'
    ? { user_id: subject.userId, request_id: null, signer_id: null }
    : { user_id: null, request_id: subject.requestId, signer_id: subject.signerId };
}

/** A new identification as the provider's session started it (status initialized). */
export function newIdentificationRow(
  subject: Subject,
  input: {
    id: string;
    provider: IdentificationProviderName;
    method: IdentificationMethod;
    signatureRequestId: string | null;
    session: IdentificationSession;
    now: Date;
  },
): IdentificationRow {
  const now = input.now.toISOString();
  return {
    id: input.id,
    ...subjectColumns(subject),
    provider: input.provider,
    method: input.method,
    legislation: LEGISLATION_OF[input.provider],
    status: 'initialized',
    email: subject.email,
    signature_request_id: input.signatureRequestId,
    reference: input.session.reference,
    ident_url: input.session.identUrl,
    created_at: now,
    updated_at: now,
  };
}
