// Rules of signature requests (docs/product.md#entities-signature-request, docs/product.md#states, docs/product.md#calls, docs/product.md#errors): which status allows which action, who may
// act, the quotas, what a signer and a placement must be, the reminder wait, the lock's length and
// the list's sort. Pure: no database, storage or mail here (those are in store/ and the area's
// orchestration files); the rows become the contract's shapes in to-contract.ts.
//
// Status (status_overall): DRAFT → OPEN by initiate; OPEN → SIGNED when every signer has signed,
// → DECLINED when a signer declines, → WITHDRAWN when the sender withdraws. SIGNED, DECLINED and
// WITHDRAWN are final. An action the status does not allow answers 409 (code invalid_transition).
import {
  conflict,
  forbidden,
  ruleViolated,
  tooSoon,
  type FieldError,
} from '../../../domain-errors.ts';
import type { DocumentRow } from '../../documents/index.ts';
import { normalizeEmail, type StoredAttributes } from '../../user/index.ts';
import {
  MAX_DOCUMENTS,
  MAX_SIGNERS,
  assertStatus,
  tooManyDocuments,
  tooManySigners,
  type RequestRow,
  type SignerRow,
} from './common.ts';

export {
  DEFAULT_EXIT_TIMEOUT,
  DEFAULT_PLACEMENT_HEIGHT,
  DEFAULT_PLACEMENT_WIDTH,
  assertNoErrors,
  clampExitTimeout,
  costCenterOf,
  displayName,
  duplicateSignerErrors,
  exitSettingsJson,
  parseExitSettings,
  parsePlacements,
  placementsOf,
  signerEmail,
  signerErrors,
  signerQuality,
  splitName,
} from './input.ts';
export type { DraftInput, ExitSettings, Placement, SignerInput } from './input.ts';
export {
  MIN_PLACEMENT_HEIGHT,
  MIN_PLACEMENT_WIDTH,
  overlap,
  overlapErrors,
  sizeError,
  type PlacedField,
} from './placements.ts';
export {
  MAX_DOCUMENTS,
  MAX_SIGNERS,
  assertStatus,
  invalidTransition,
  type AttachmentRow,
  type Language,
  type Legislation,
  type Quality,
  type RequestParts,
  type RequestRow,
  type SignerRow,
  type Status,
} from './common.ts';
export {
  assertReadyToInitiate,
  assertSignerAddable,
  assertSignersValid,
  delegateInput,
  everyoneSigned,
  nextSignerNumber,
  openSigners,
  signatureIdFor,
  signerToDelegate,
  signerToRemove,
  signerToSign,
} from './signers.ts';
export {
  PENDING_SIGNATURES_COUNT,
  SORT_COLUMNS,
  listSort,
  parseSort,
  type ListFilter,
  type ListSort,
  type SortColumn,
  type SortField,
} from './list.ts';
export { normalizeEmail };
export {
  assertNotExpired,
  assertTurn,
  expiryPassed,
  hasExpired,
  nextReminderAfter,
  observerRows,
  orderedSignatureIdsErrors,
  signersToInvite,
  signersToRemind,
  toRequestWorkflow,
  workflowChanges,
  workflowColumns,
  workflowErrors,
  type ObserverRow,
  type WorkflowSettings,
  type WorkflowUpdate,
} from './workflow.ts';

/** One reminder per request per hour (POST …/remind answers 429 with Retry-After before). */
export const REMIND_INTERVAL_SECONDS = 60 * 60;
/** docs/product.md#errors "Reminder fails": 'Failed to remind signers' (503, the same call may work later). */
export const REMIND_FAILED = 'Failed to remind signers';
export const REMIND_RETRY_AFTER_SECONDS = 60;
/** Longest a signing lock may be asked for; a signature never takes this long. */
export const MAX_LOCK_SECONDS = 600;

// Transitions and who may act.

/** The caller's relation to a request: sender, signer (its row), both or none. */
export interface Relation {
  request: RequestRow;
  isSender: boolean;
  signer?: SignerRow;
}

/** 403 unless the caller sent the request. */
export function requireSender(relation: Relation, action: string): void {
  if (!relation.isSender) {
    throw forbidden(`Only the sender of the signature request may ${action}.`);
  }
}

/** 403 unless the caller signs the request; answers its signer row. */
export function requireSigner(relation: Relation, action: string): SignerRow {
  if (!relation.signer) throw forbidden(`Only a signer of the signature request may ${action}.`);
  return relation.signer;
}

/** 403 unless the caller's own signature is still OPEN (decline, delegate). */
export function assertOwnSignatureOpen(signer: Pick<SignerRow, 'status'>, action: string): void {
  if (signer.status !== 'OPEN') {
    throw forbidden(
      `Only a signer whose signature is OPEN can ${action}; yours is ${signer.status}.`,
    );
  }
}

// Quotas.

/**
 * docs/product.md#screens-navigation "A free user (neither member nor admin) needs free_signatures_remaining above 0":
 * 422 when the attribute is 0 (accounts without the attribute are not counted).
 */
export function assertFreeSignatures(attributes: StoredAttributes): void {
  const remaining = attributes.free_signatures_remaining?.[0];
  if (remaining !== undefined && !(Number(remaining) > 0)) {
    throw ruleViolated(
      'Your free signatures are used up: upgrade to create more signature requests.',
      'no_free_signatures',
    );
  }
}

/** 422 when a body lists more than MAX_DOCUMENTS documents or MAX_SIGNERS signers. */
export function assertCounts(input: { documents?: unknown[]; signatures?: unknown[] }): void {
  if ((input.documents?.length ?? 0) > MAX_DOCUMENTS) throw tooManyDocuments();
  if ((input.signatures?.length ?? 0) > MAX_SIGNERS) throw tooManySigners();
}

/** 422 when the document is in the draft already, or the draft is full. */
export function assertDocumentAddable(current: Pick<DocumentRow, 'id'>[], documentId: string) {
  if (current.some((d) => d.id === documentId)) {
    throw ruleViolated(
      'The document is already part of this signature request.',
      'document_in_request',
      [
        {
          pointer: '/body/document_id',
          detail: 'is already part of this request',
          code: 'document_in_request',
        },
      ],
    );
  }
  if (current.length >= MAX_DOCUMENTS) throw tooManyDocuments();
}

/**
 * Field errors of documents to link to a request: each must be an upload of the sender (`owned`
 * are those found) and not part of another request.
 */
export function documentErrors(
  documentIds: string[],
  owned: Pick<DocumentRow, 'id' | 'signature_request_id'>[],
  requestId: string,
  pointer: (index: number) => string,
): FieldError[] {
  const errors: FieldError[] = [];
  documentIds.forEach((id, index) => {
    const row = owned.find((r) => r.id === id);
    if (!row) {
      errors.push({
        pointer: pointer(index),
        detail: 'is not a document you uploaded',
        code: 'unknown_document',
      });
    } else if (row.signature_request_id && row.signature_request_id !== requestId) {
      errors.push({
        pointer: pointer(index),
        detail: 'is already part of another signature request',
        code: 'document_in_request',
      });
    }
  });
  return errors;
}

// Reminders.

/** Seconds to wait before the next reminder (0 when a reminder may go now). */
export function reminderWait(
  request: Pick<RequestRow, 'last_reminded_at'>,
  intervalSeconds: number,
  now: Date,
): number {
  if (!request.last_reminded_at) return 0;
  const next = new Date(request.last_reminded_at).getTime() + intervalSeconds * 1000;
  return Math.max(0, Math.ceil((next - now.getTime()) / 1000));
}

/** 409 unless OPEN; 429 with the wait when the last reminder is less than an hour old. */
export function assertReminderDue(request: RequestRow, now: Date): void {
  assertStatus(request, ['OPEN'], 'a reminder');
  const wait = reminderWait(request, REMIND_INTERVAL_SECONDS, now);
  if (wait > 0) {
    throw tooSoon(
      wait,
      `The signers of this request were reminded less than ${REMIND_INTERVAL_SECONDS / 60} minutes ago.`,
    );
  }
}

// The signing lock.

/** When a lock asked for `seconds` ends: at least 1 second, at most MAX_LOCK_SECONDS. */
export function lockUntil(now: Date, seconds: number): Date {
  return new Date(now.getTime() + Math.min(Math.max(1, seconds), MAX_LOCK_SECONDS) * 1000);
}

// Fenced commits of a signature (migration 0007): markSigned writes the signed versions only if
// the lock taken for them is still that take and every document is still the version signed.

/**
 * 409 lock_lost: the signing lock of this signature lapsed (the signature outlasted it, or its
 * process was given up for dead) and was taken again; nothing of this signature was stored.
 */
export const lockLost = () =>
  conflict(
    'Your signature took longer than the signing lock allows and the request was locked by another signature meanwhile; nothing was signed: sign again.',
    'lock_lost',
  );

/**
 * 409 document_changed: a document of the request is no longer the version the signature was
 * made on (another signature was stored meanwhile); nothing of this signature was stored.
 */
export const documentChanged = () =>
  conflict(
    'A document of the signature request changed while your signature was applied; nothing was signed: sign again.',
    'document_changed',
  );

/** True when the signed versions are exactly the request's documents at the versions signed. */
export function signsCurrentVersions(
  documents: Pick<DocumentRow, 'id' | 'version'>[],
  signed: { documentId: string; signedVersion?: number }[],
): boolean {
  if (documents.length !== signed.length) return false;
  return documents.every((document) => {
    const entry = signed.find((s) => s.documentId === document.id);
    return (
      entry !== undefined &&
      (entry.signedVersion === undefined || entry.signedVersion === Number(document.version))
    );
  });
}
