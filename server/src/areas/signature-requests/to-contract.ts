// The one place the rows of a signature request become the contract's shapes: SignatureRequest,
// Signature, Attachment, the trail's events, the list's PageInfo and the LockStatus. Pure.
import type { Schemas } from '../handler.ts';
import { toDocument } from '../documents/index.ts';
import type { EventRow, EventType } from './event-chain.ts';
import {
  displayName,
  parseExitSettings,
  parsePlacements,
  toRequestWorkflow,
  type AttachmentRow,
  type Language,
  type Legislation,
  type Quality,
  type RequestParts,
  type SignerRow,
} from './rules/requests.ts';

type ContractEvent = Schemas['SignatureRequestEventList']['events'][number];

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
      email: sender.public_email,
      name: displayName(sender.first_name, sender.last_name) ?? sender.public_email,
    },
    costCenter: request.cost_center,
    ...(request.quality ? { quality: request.quality as Quality } : {}),
    legislation: (request.legislation as Legislation | null) ?? null,
    exitSettings: parseExitSettings(request.exit_settings),
    attachments: parts.attachments.map(toAttachment),
    createdAt: request.created_at,
    updatedAt: request.updated_at,
    initiatedAt: request.initiated_at,
    completedAt: request.completed_at,
    workflow: toRequestWorkflow(request, parts.signers, parts.observers),
  };
}

/** The one place an event row becomes the contract's event. */
export function toContractEvent(row: EventRow): ContractEvent {
  return {
    actor: { name: row.actor_name, email: row.actor_email },
    time: row.time,
    address: row.address,
    type: row.type as EventType,
    detail: row.detail,
  };
}

export function pageInfo(number: number, size: number, total: number): Schemas['PageInfo'] {
  return { number, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

/** The contract's LockStatus of a request row at `now` (an expired lock is no lock). */
export function lockStatus(
  row: { locked_by: string | null; locked_until: string | null },
  now: Date,
): Schemas['LockStatus'] {
  const locked = Boolean(row.locked_by && row.locked_until && row.locked_until > now.toISOString());
  return locked
    ? { locked: true, lockedBy: row.locked_by, lockedUntil: row.locked_until }
    : { locked: false, lockedBy: null, lockedUntil: null };
}
