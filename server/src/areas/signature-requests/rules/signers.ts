// Rules of a request's signers (docs/product.md#entities, docs/product.md#states): their public ids, a list or one more signer
// checked against the documents, and who may sign, be removed or hand the signature over.
// Pure; re-exported by ./requests.ts.
import { notFound, ruleViolated } from '../../../domain-errors.ts';
import type { DocumentRow } from '../../documents/index.ts';
import {
  MAX_SIGNERS,
  invalidTransition,
  tooManySigners,
  type Language,
  type Legislation,
  type RequestRow,
  type SignerRow,
} from './common.ts';
import {
  assertNoErrors,
  duplicateSignerErrors,
  parsePlacements,
  placementsOf,
  signerEmail,
  signerErrors,
  splitName,
  type SignerInput,
} from './input.ts';
import { overlapErrors, type PlacedField } from './placements.ts';

/** The fields of body signers, each with its pointer (for the overlap rule). */
const bodyFields = (input: SignerInput, pointer: string): PlacedField[] =>
  placementsOf(input.document_signatures).map((placement, index) => ({
    placement,
    pointer: `${pointer}/document_signatures/${index}`,
  }));

/** The public id of the n-th signer of a request: `s-<first 8 of the request id>-<n>`. */
export const signatureIdFor = (requestId: string, n: number) => `s-${requestId.slice(0, 8)}-${n}`;

/** The number of the next signer: after every position and every number used in an id. */
export function nextSignerNumber(existing: Pick<SignerRow, 'id' | 'position'>[]): number {
  return (
    Math.max(
      0,
      ...existing.map((s) => Number(s.position)),
      ...existing.map((s) => Number(/-(\d+)$/.exec(s.id)?.[1] ?? 0)),
    ) + 1
  );
}

/** 422 unless every signer of a body is valid against the documents and no e-mail repeats. */
export function assertSignersValid(
  inputs: SignerInput[],
  documents: Pick<DocumentRow, 'id' | 'pages' | 'page_sizes'>[],
  pointer: (index: number) => string,
): void {
  const errors = [
    ...inputs.flatMap((input, index) => signerErrors(input, documents, pointer(index))),
    ...duplicateSignerErrors(inputs.map(signerEmail), pointer),
    ...overlapErrors(inputs.flatMap((input, index) => bodyFields(input, pointer(index)))),
  ];
  assertNoErrors(errors, 'Some signers are not valid');
}

/** 422 unless a signer added to a request fits: room left, valid, not signing it already. */
export function assertSignerAddable(
  input: SignerInput,
  signers: Pick<SignerRow, 'email' | 'placements'>[],
  documents: Pick<DocumentRow, 'id' | 'pages' | 'page_sizes'>[],
): void {
  if (signers.length >= MAX_SIGNERS) throw tooManySigners();
  const errors = signerErrors(input, documents, '/body');
  const stored = signers.flatMap((s) =>
    parsePlacements(s.placements).map((placement): PlacedField => ({ placement })),
  );
  errors.push(...overlapErrors([...stored, ...bodyFields(input, '/body')]));
  if (signers.some((s) => s.email === signerEmail(input))) {
    errors.push({
      pointer: input.account_email
        ? '/body/account_email'
        : '/body/signer_identity_data/email_address',
      detail: `${signerEmail(input)} is already a signer of this request`,
      code: 'duplicate_signer',
    });
  }
  assertNoErrors(errors, 'The signer is not valid');
}

/** Signers who may still act (their signature is OPEN). */
export const openSigners = (signers: SignerRow[]) => signers.filter((s) => s.status === 'OPEN');

/** True when the request has signers and every one of them has signed. */
export const everyoneSigned = (signers: Pick<SignerRow, 'status'>[]) =>
  signers.length > 0 && signers.every((s) => s.status === 'SIGNED');

/** 422 (request_incomplete) unless a draft has documents and signers to be sent. */
export function assertReadyToInitiate(documents: unknown[], signers: unknown[]): void {
  const missing = [
    ...(documents.length ? [] : ['documents']),
    ...(signers.length ? [] : ['signers']),
  ];
  if (missing.length) {
    throw ruleViolated(
      `A signature request needs documents and signers before it is sent; it has no ${missing.join(' and no ')}.`,
      'request_incomplete',
    );
  }
}

/** The signer who signs now: 404 when not part of the request, 409 unless its signature is OPEN. */
export function signerToSign(signers: SignerRow[], signatureId: string): SignerRow {
  const signer = signers.find((s) => s.id === signatureId);
  if (!signer) throw notASigner();
  if (signer.status !== 'OPEN') {
    throw invalidTransition(`The signer has ${signer.status.toLowerCase()} already.`);
  }
  return signer;
}

const notASigner = () => notFound('The signer is not part of this signature request.');

/**
 * The signer the sender removes: 404 when unknown, 409 when it signed or declined, 409 when it
 * is the last signer of an OPEN request (withdraw instead). Answers it and who is left.
 */
export function signerToRemove(
  request: Pick<RequestRow, 'status'>,
  signers: SignerRow[],
  signatureId: string,
): { signer: SignerRow; rest: SignerRow[] } {
  const signer = signers.find((s) => s.id === signatureId);
  if (!signer) throw notASigner();
  if (signer.status !== 'OPEN') {
    throw invalidTransition(
      `The signer has ${signer.status.toLowerCase()} already and stays on the request.`,
    );
  }
  const rest = signers.filter((s) => s.id !== signatureId);
  if (request.status === 'OPEN' && rest.length === 0) {
    throw invalidTransition(
      'An open request keeps at least one signer; withdraw the request instead.',
    );
  }
  return { signer, rest };
}

/**
 * The delegation of the caller's signature to `email`: 409 unless the caller's signature is OPEN,
 * 422 when the delegate already signs the request. Answers the caller's signer row.
 */
export function signerToDelegate(
  signers: SignerRow[],
  signatureId: string,
  email: string,
): SignerRow {
  const signer = signers.find((s) => s.id === signatureId);
  if (!signer || signer.status !== 'OPEN') {
    throw invalidTransition('Only a signer whose signature is OPEN can delegate it.');
  }
  if (signers.some((s) => s.email === email)) {
    throw ruleViolated(`${email} is already a signer of this request.`, 'duplicate_signer', [
      {
        pointer: '/body/email',
        detail: 'is already a signer of this request',
        code: 'duplicate_signer',
      },
    ]);
  }
  return signer;
}

/**
 * The delegate as a signer of a body: same quality and legislation as the delegating signer; an
 * account signer when the e-mail has an account, else a direct-link signer named by `name`.
 * (The placements are copied by the store.)
 */
export function delegateInput(
  signer: Pick<SignerRow, 'quality' | 'legislation' | 'language'>,
  email: string,
  name: string,
  hasAccount: boolean,
): SignerInput {
  const { first, last } = splitName(name);
  const quality = {
    quality: signer.quality as SignerInput['quality'],
    ...(signer.legislation ? { legislation: signer.legislation as Legislation } : {}),
  };
  return hasAccount
    ? { account_email: email, document_signatures: [], ...quality }
    : {
        signer_identity_data: {
          email_address: email,
          first_name: first,
          ...(last ? { last_name: last } : {}),
          ...(signer.language ? { language: signer.language as Language } : {}),
        },
        document_signatures: [],
        ...quality,
      };
}
