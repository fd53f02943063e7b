// The body of POST /v3/signature-requests/{id}/signatures from the add-signer dialog: a person
// given only by e-mail signs with their account (account_email); with a name, as a signer
// without account by direct link (signer_identity_data), as the dialog explains.
import type { SignatureCreate } from '@generated/model/signatureCreate';
import type { SignatureCreateDocumentSignaturesItem } from '@generated/model/signatureCreateDocumentSignaturesItem';

export interface SignerInput {
  email: string;
  firstName?: string;
  lastName?: string;
  /** Mobile of a direct signer (the TAN goes there); empty or absent for none. */
  mobile?: string;
  /** The level asked: 'ses', 'aes.eidas', …; empty or absent for the request's level. */
  level?: string;
}

/** quality and legislation of a level 'aes.zertes' (nothing for the request's level). */
function levelFields(level: string | undefined): Pick<SignatureCreate, 'quality' | 'legislation'> {
  if (!level) return {};
  const [quality, legislation] = level.split('.');
  return {
    quality: quality as SignatureCreate['quality'],
    ...(legislation ? { legislation: legislation as SignatureCreate['legislation'] } : {}),
  };
}

export function signerBody(
  signer: SignerInput,
  placements: SignatureCreateDocumentSignaturesItem[],
): SignatureCreate {
  const email = signer.email.trim();
  const firstName = signer.firstName?.trim();
  const lastName = signer.lastName?.trim();
  const level = levelFields(signer.level);
  if (!firstName && !lastName) {
    return { account_email: email, document_signatures: placements, ...level };
  }
  return {
    ...level,
    signer_identity_data: {
      email_address: email,
      ...(firstName ? { first_name: firstName } : {}),
      ...(lastName ? { last_name: lastName } : {}),
      ...(signer.mobile?.trim() ? { mobile: signer.mobile.trim() } : {}),
    },
    document_signatures: placements,
  };
}
