// The body of POST /v3/signature-requests/{id}/signatures from the add-signer dialog: a person
// given only by e-mail signs with their account (account_email); with a name, as a signer
// without account by direct link (signer_identity_data), as the dialog explains.
import type { SignatureCreate } from '@generated/model/signatureCreate';
import type { SignatureCreateDocumentSignaturesItem } from '@generated/model/signatureCreateDocumentSignaturesItem';

export interface SignerInput {
  email: string;
  firstName?: string;
  lastName?: string;
}

export function signerBody(
  signer: SignerInput,
  placements: SignatureCreateDocumentSignaturesItem[],
): SignatureCreate {
  const email = signer.email.trim();
  const firstName = signer.firstName?.trim();
  const lastName = signer.lastName?.trim();
  if (!firstName && !lastName) return { account_email: email, document_signatures: placements };
  return {
    signer_identity_data: {
      email_address: email,
      ...(firstName ? { first_name: firstName } : {}),
      ...(lastName ? { last_name: lastName } : {}),
    },
    document_signatures: placements,
  };
}
