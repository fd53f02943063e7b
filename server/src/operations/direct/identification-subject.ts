// The direct-link signer as the subject of an identification; the optional signatureRequestId
// must be the link's request (422 otherwise).
import { parseGrants } from '../../domain/qualities.ts';
import type { SubjectSource } from '../identification/shared.ts';
import { notYourRequest } from '../identification/user-subject.ts';
import { directParty } from './shared.ts';

export const directSubject: SubjectSource = {
  async subject(request) {
    const { signer, request: signatureRequest } = await directParty(request);
    return {
      kind: 'direct',
      requestId: signatureRequest.id,
      signerId: signer.id,
      email: signer.email,
      grants: parseGrants(signer.qualities),
    };
  },
  async signatureRequest(_request, subject, id) {
    if (subject.kind !== 'direct' || id.toLowerCase() !== subject.requestId) throw notYourRequest();
    return subject.requestId;
  },
};
