// What the rules of signature requests share: the row types (named without importing Kysely), the
// quotas and the 409 of a transition the status does not allow. Pure; re-exported by ./requests.ts.
import type {
  Row,
  SignatureRequestsTable,
  SignatureRequestSignersTable,
  SignatureRequestStatus,
  SignatureRequestAttachmentsTable,
  SignatureRequestObserversTable,
} from '../../../db/schema.ts';
import type { Schemas } from '../../handler.ts';
import { conflict, ruleViolated } from '../../../domain-errors.ts';
import type { DocumentRow } from '../../documents/index.ts';

export type RequestRow = Row<SignatureRequestsTable>;
export type SignerRow = Row<SignatureRequestSignersTable>;
export type AttachmentRow = Row<SignatureRequestAttachmentsTable>;
export type Status = SignatureRequestStatus;
export type Quality = Schemas['SignatureQuality'];
export type Legislation = Schemas['Legislation'];
export type Language = Schemas['Language'];

/** A request with everything the contract's SignatureRequest shows (store/load.ts reads it). */
export interface RequestParts {
  request: RequestRow;
  /**
   * `email` is the account's own (mails to the sender use it: an API user's is internal and gets
   * none); `public_email` is the one shown to the request's parties: for an API user its
   * business's e-mail, since its own address exists only inside this service.
   */
  sender: {
    id: string;
    email: string;
    public_email: string;
    first_name: string;
    last_name: string;
  };
  documents: DocumentRow[];
  signers: SignerRow[];
  attachments: AttachmentRow[];
  /** The people copied on the request, in order. */
  observers: Row<SignatureRequestObserversTable>[];
}

/** Enough signers and documents for any real request; stops a runaway client. */
export const MAX_SIGNERS = 50;
export const MAX_DOCUMENTS = 50;

/** 409 (invalid_transition) with `detail`. */
export const invalidTransition = (detail: string) => conflict(detail, 'invalid_transition');

/** 409 unless the request is in one of the `allowed` statuses. */
export function assertStatus(row: Pick<RequestRow, 'status'>, allowed: Status[], action: string) {
  if (!allowed.includes(row.status)) {
    throw invalidTransition(
      `The signature request is ${row.status}; ${action} needs it to be ${allowed.join(' or ')}.`,
    );
  }
}

export const tooManyDocuments = () =>
  ruleViolated(`A signature request holds at most ${MAX_DOCUMENTS} documents.`);
export const tooManySigners = () =>
  ruleViolated(`A signature request has at most ${MAX_SIGNERS} signers.`);
