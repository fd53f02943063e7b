// Rules of what a body brings into a signature request (docs/product.md#entities-signature-request, docs/product.md#validation): signers (an account or
// identity data, with placements on the documents' pages), their quality and legislation, the
// exit settings and names. Pure; re-exported by ./requests.ts, the area's one face for its rules.
import type { Schemas } from '../../handler.ts';
import { ruleViolated, type FieldError } from '../../../domain-errors.ts';
import { parsePageSizes, type DocumentRow } from '../../documents/index.ts';
import { normalizeEmail } from '../../user/index.ts';
import type { WorkflowUpdate } from './workflow.ts';
import { sizeError, type Placement } from './placements.ts';

export type { Placement };

type Quality = Schemas['SignatureQuality'];
type Legislation = Schemas['Legislation'];
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

/** The body of a draft (POST and PUT /v3/signature-requests). */
export interface DraftInput {
  /** signing order, observers, expiry, automatic reminders (and a draft's reorder). */
  workflow?: WorkflowUpdate;
  title: string;
  message?: string;
  costCenter?: string;
  documents?: string[];
  signatures?: SignerInput[];
  quality?: string;
  legislation?: string;
  exitSettings?: Partial<ExitSettings>;
}

/** The cost centre as stored: trimmed, null when empty or left out. */
export const costCenterOf = (value: string | undefined): string | null => value?.trim() || null;

/** docs/product.md#entities-visual-signature "Default size 300x140" (SignatureCreate width/height defaults). */
export const DEFAULT_PLACEMENT_WIDTH = 300;
export const DEFAULT_PLACEMENT_HEIGHT = 140;
/** docs/product.md#validation-exit-urls "redirectTimeout: default 45; 0 means immediate; otherwise clamped to 10 through 90". */
export const DEFAULT_EXIT_TIMEOUT = 45;

/** docs/product.md#validation-exit-urls: "0 means immediate; otherwise clamped to 10 through 90 seconds". */
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
 * of its pages, at least the smallest field's size (placements.ts) and inside the page.
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
    const tooSmall = sizeError(p, at);
    if (tooSmall) {
      errors.push(tooSmall);
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
