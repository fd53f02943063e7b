// The direct-link signer as the subject of an identification; the optional signatureRequestId
// must be the link's request (422 otherwise).
import { parseGrants } from '../../user/index.ts';
import type { SubjectSource } from '../../identification/index.ts';
import { notYourRequest } from '../../identification/index.ts';
import { directParty } from '../caller.ts';

export const directSubject: SubjectSource = {
  async subject(ctx, request) {
    const { signer, request: signatureRequest } = await directParty(ctx, request);
    return {
      kind: 'direct',
      requestId: signatureRequest.id,
      signerId: signer.id,
      email: signer.email,
      grants: parseGrants(signer.qualities),
    };
  },
  async signatureRequest(_ctx, _request, subject, id) {
    if (subject.kind !== 'direct' || id.toLowerCase() !== subject.requestId) throw notYourRequest();
    return subject.requestId;
  },
};
