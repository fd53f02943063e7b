// Rules of signature requests (seed 000 §3, §4, §7): which status allows which action, what a
// signer and a placement must be, the list filters, and the one place rows become the contract's
// SignatureRequest and Signature. Pure: no database, storage or mail here (see
// signature-request-store.ts for those).
//
// Status (status_overall): DRAFT → OPEN by initiate; OPEN → SIGNED when every signer has signed,
// → DECLINED when a signer declines, → WITHDRAWN when the sender withdraws. SIGNED, DECLINED and
// WITHDRAWN are final. An action the status does not allow answers 409 (code invalid_transition).
import type {
  Row,
  SignatureRequestsTable,
  SignatureRequestSignersTable,
  SignatureRequestStatus,
  SignatureRequestAttachmentsTable,
} from '../../db/schema.ts';
import type { Schemas } from '../handler.ts';
import { conflict, ruleViolated, type FieldError } from '../../domain-errors.ts';
import { toDocument, parsePageSizes, type DocumentRow } from '../documents/index.ts';
import { normalizeEmail } from '../user/index.ts';

export type RequestRow = Row<SignatureRequestsTable>;
export type SignerRow = Row<SignatureRequestSignersTable>;
export type AttachmentRow = Row<SignatureRequestAttachmentsTable>;
export type Status = SignatureRequestStatus;
export type Quality = Schemas['SignatureQuality'];
export type Legislation = Schemas['Legislation'];
export type Language = Schemas['Language'];
type SignatureCreate = Schemas['SignatureCreate'];
type PlacementInput = SignatureCreate['document_signatures'][number];
/**
 * A signer of a body. The generated type marks width and height required because they have
 * defaults, but request bodies are validated without filling defaults in (300x140 applied here).
 */
export type SignerInput = Omit<SignatureCreate, 'document_signatures'> & {
  document_signatures: (Omit<PlacementInput, 'width' | 'height'> & {
    width?: number;
    height?: number;
  })[];
};
export type ExitSettings = Schemas['ExitSettings'];

export interface Placement {
  documentId: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Seed 000 §3 "Default size 300x140" (SignatureCreate width/height defaults). */
export const DEFAULT_PLACEMENT_WIDTH = 300;
export const DEFAULT_PLACEMENT_HEIGHT = 140;
/**
 * Seed 000 §9 "Pending filter signatures_count 672": the constant the product sends with the
 * pending filter. The contract describes pending as "requests the caller sent that wait for
 * others", which is what the filter selects; the number itself filters nothing.
 */
export const PENDING_SIGNATURES_COUNT = 672;
/** One reminder per request per hour (POST …/remind answers 429 with Retry-After before). */
export const REMIND_INTERVAL_SECONDS = 60 * 60;
/** Enough signers and documents for any real request; stops a runaway client. */
export const MAX_SIGNERS = 50;
export const MAX_DOCUMENTS = 50;
/** Seed 000 §5 "redirectTimeout: default 45; 0 means immediate; otherwise clamped to 10 through 90". */
export const DEFAULT_EXIT_TIMEOUT = 45;
export const FINAL_STATUSES: readonly Status[] = ['SIGNED', 'DECLINED', 'WITHDRAWN'];

/** 409 unless the request is in one of the `allowed` statuses. */
export function assertStatus(row: Pick<RequestRow, 'status'>, allowed: Status[], action: string) {
  if (!allowed.includes(row.status)) {
    throw conflict(
      `The signature request is ${row.status}; ${action} needs it to be ${allowed.join(' or ')}.`,
      'invalid_transition',
    );
  }
}

/** Seed 000 §5: "0 means immediate; otherwise clamped to 10 through 90 seconds". */
export function clampExitTimeout(timeout: number | undefined): number {
  if (timeout === undefined) return DEFAULT_EXIT_TIMEOUT;
  if (timeout <= 0) return 0;
  return Math.min(90, Math.max(10, Math.round(timeout)));
}

/** The stored exit settings (JSON) of a body's exitSettings; null when none. */
export function exitSettingsJson(input: Partial<ExitSettings> | undefined): string | null {
  if (!input) return null;
  const settings: ExitSettings = {
    exitUrl: input.exitUrl ?? null,
    errorUrl: input.errorUrl ?? null,
    declineUrl: input.declineUrl ?? null,
    timeout: clampExitTimeout(input.timeout),
  };
  return JSON.stringify(settings);
}

export function parseExitSettings(json: string | null): ExitSettings | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ExitSettings;
  } catch {
    return null;
  }
}

export function parsePlacements(json: string): Placement[] {
  try {
    const list = JSON.parse(json) as Placement[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export { normalizeEmail };

/** The public id of the n-th signer of a request: `s-<first 8 of the request id>-<n>`. */
export const signatureIdFor = (requestId: string, n: number) => `s-${requestId.slice(0, 8)}-${n}`;

/** Placements of a body (snake_case, width/height defaulted) in stored form. */
export function placementsOf(input: SignerInput['document_signatures']): Placement[] {
  return input.map((p) => ({
    documentId: p.document_id,
    page: p.page,
    x: p.x,
    y: p.y,
    width: p.width ?? DEFAULT_PLACEMENT_WIDTH,
    height: p.height ?? DEFAULT_PLACEMENT_HEIGHT,
  }));
}

/**
 * Field errors of one signer of a body (pointer prefix e.g. `/body/signatures/0`): exactly one of
 * account_email and signer_identity_data; every placement on a document of the request, on one
 * of its pages and inside it.
 */
export function signerErrors(
  input: SignerInput,
  documents: Pick<DocumentRow, 'id' | 'pages' | 'page_sizes'>[],
  pointer: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const hasAccount = input.account_email !== undefined;
  const hasIdentity = input.signer_identity_data !== undefined;
  if (hasAccount === hasIdentity) {
    errors.push({
      pointer,
      detail: hasAccount
        ? 'give either account_email or signer_identity_data, not both'
        : 'give account_email (a signer with an account) or signer_identity_data (a signer without one)',
      code: 'signer_identity',
    });
  }
  for (const [index, p] of placementsOf(input.document_signatures).entries()) {
    const at = `${pointer}/document_signatures/${index}`;
    const document = documents.find((d) => d.id === p.documentId);
    if (!document) {
      errors.push({
        pointer: `${at}/document_id`,
        detail: 'is not a document of this signature request',
        code: 'unknown_document',
      });
      continue;
    }
    if (p.page > Number(document.pages)) {
      errors.push({
        pointer: `${at}/page`,
        detail: `the document has ${document.pages} page${Number(document.pages) === 1 ? '' : 's'}`,
        code: 'page_out_of_range',
      });
      continue;
    }
    const size = parsePageSizes(document.page_sizes)?.[p.page - 1];
    if (size && (p.x + p.width > size.width + 0.5 || p.y + p.height > size.height + 0.5)) {
      errors.push({
        pointer: at,
        detail: `the signature (${p.width}x${p.height} at ${p.x},${p.y}) reaches outside the page (${size.width}x${size.height} points)`,
        code: 'placement_outside_page',
      });
    }
  }
  return errors;
}

/** 422 with every field error, or nothing. */
export function assertNoErrors(errors: FieldError[], summary: string): void {
  if (errors.length) {
    throw ruleViolated(
      `${summary}: ${errors.map((e) => `${e.pointer.replace(/^\/body\/?/, '') || 'body'} ${e.detail}`).join('; ')}`,
      errors[0].code,
      errors,
    );
  }
}

/** 422 when two signers of the list share an e-mail (a person signs a request once). */
export function duplicateSignerErrors(emails: string[], pointer: (index: number) => string) {
  const seen = new Map<string, number>();
  const errors: FieldError[] = [];
  emails.forEach((email, index) => {
    if (seen.has(email)) {
      errors.push({
        pointer: pointer(index),
        detail: `${email} is already a signer of this request`,
        code: 'duplicate_signer',
      });
    } else seen.set(email, index);
  });
  return errors;
}

/** The e-mail a signer input is reached at (lower-case). */
export function signerEmail(input: SignerInput): string {
  return normalizeEmail(input.account_email ?? input.signer_identity_data?.email_address ?? '');
}

/** A signer's quality and legislation: its own, else the request's; no legislation for ses. */
export function signerQuality(
  input: Pick<SignerInput, 'quality' | 'legislation'>,
  request: { quality?: string | null; legislation?: string | null },
): { quality: Quality; legislation: Legislation | null } {
  const quality = (input.quality ?? request.quality ?? 'ses') as Quality;
  const legislation =
    quality === 'ses' ? null : ((input.legislation ?? request.legislation ?? null) as Legislation);
  return { quality, legislation };
}

/** "Chiara Rossi" from first and last name; null when neither is known. */
export function displayName(first?: string | null, last?: string | null): string | null {
  const name = [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? name.slice(0, 200) : null;
}

/** First and last name of a delegate's single name field ("Daniel Frei" → Daniel, Frei). */
export function splitName(name: string): { first: string; last: string | null } {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return { first: parts[0], last: null };
  return { first: parts.slice(0, -1).join(' '), last: parts.at(-1)! };
}

/** Signers who may still act (their signature is OPEN). */
export const openSigners = (signers: SignerRow[]) => signers.filter((s) => s.status === 'OPEN');

/** True when the request has signers and every one of them has signed. */
export const everyoneSigned = (signers: Pick<SignerRow, 'status'>[]) =>
  signers.length > 0 && signers.every((s) => s.status === 'SIGNED');

// The list (GET /v3/signature-requests).

export type ListFilter = 'toSign' | 'pending' | 'declined' | 'completed' | 'drafts';

/** Sort fields of the list (`field,asc|desc`) and their columns. */
export const SORT_COLUMNS = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  initiatedAt: 'initiated_at',
  completedAt: 'completed_at',
  title: 'title',
  statusOverall: 'status',
} as const;
export type SortField = keyof typeof SORT_COLUMNS;

export function parseSort(
  sort: string | undefined,
): { column: (typeof SORT_COLUMNS)[SortField]; direction: 'asc' | 'desc' } | { error: string } {
  if (!sort) return { column: 'created_at', direction: 'desc' };
  const [field, direction = 'asc'] = sort.split(',');
  if (!(field in SORT_COLUMNS)) {
    return { error: `sort by one of ${Object.keys(SORT_COLUMNS).join(', ')}` };
  }
  return { column: SORT_COLUMNS[field as SortField], direction: direction as 'asc' | 'desc' };
}

export function pageInfo(number: number, size: number, total: number): Schemas['PageInfo'] {
  return { number, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

// Mapping to the contract.

export function toSignature(row: SignerRow): Schemas['Signature'] {
  const identity =
    row.account_email === null
      ? {
          emailAddress: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          mobile: row.mobile,
          language: (row.language as Language | null) ?? null,
        }
      : null;
  return {
    id: row.id,
    accountEmail: row.account_email,
    name: row.name,
    signerIdentityData: identity,
    documentSignatures: parsePlacements(row.placements),
    status: row.status,
    signedAt: row.signed_at,
    declinedAt: row.declined_at,
    quality: row.quality as Quality,
    legislation: (row.legislation as Legislation | null) ?? null,
  };
}

export function toAttachment(row: AttachmentRow): Schemas['Attachment'] {
  return {
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    createdAt: row.created_at,
    uploadedBy: row.uploaded_by_email,
  };
}

export interface RequestParts {
  request: RequestRow;
  sender: { id: string; email: string; first_name: string; last_name: string };
  documents: DocumentRow[];
  signers: SignerRow[];
  attachments: AttachmentRow[];
}

/** The one place a request and its rows become the contract's SignatureRequest. */
export function toSignatureRequest(parts: RequestParts): Schemas['SignatureRequest'] {
  const { request, sender } = parts;
  return {
    id: request.id,
    title: request.title,
    message: request.message,
    documents: parts.documents.map(toDocument),
    signatures: parts.signers.map(toSignature),
    statusOverall: request.status,
    signaturesCount: parts.signers.length,
    sender: {
      username: sender.id,
      email: sender.email,
      name: displayName(sender.first_name, sender.last_name) ?? sender.email,
    },
    ...(request.quality ? { quality: request.quality as Quality } : {}),
    legislation: (request.legislation as Legislation | null) ?? null,
    exitSettings: parseExitSettings(request.exit_settings),
    attachments: parts.attachments.map(toAttachment),
    createdAt: request.created_at,
    updatedAt: request.updated_at,
    initiatedAt: request.initiated_at,
    completedAt: request.completed_at,
  };
}
