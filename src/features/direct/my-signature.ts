// Which signature of a request belongs to the direct signer looking at it, and whether it can be
// signed now. A direct signer has no account: its signature is the one whose
// signer_identity_data e-mail is the signer's e-mail (GET /v1/direct/user).
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export function mySignature(
  request: Pick<SignatureRequest, 'signatures'>,
  email: string | undefined,
): Signature | undefined {
  return request.signatures.find(
    (signature) =>
      !signature.accountEmail && sameEmail(signature.signerIdentityData?.emailAddress, email),
  );
}

/** What the direct signer can do with the request, and why not when nothing. */
export type DirectSignState =
  | 'can-sign'
  | 'signed'
  | 'declined'
  | 'closed' // the request is no longer OPEN (signed by all, declined, withdrawn)
  | 'not-a-signer';

export function directSignState(
  request: Pick<SignatureRequest, 'signatures' | 'statusOverall'>,
  email: string | undefined,
): DirectSignState {
  const signature = mySignature(request, email);
  if (!signature) return 'not-a-signer';
  if (signature.status === 'SIGNED') return 'signed';
  if (signature.status === 'DECLINED') return 'declined';
  return request.statusOverall === 'OPEN' ? 'can-sign' : 'closed';
}
