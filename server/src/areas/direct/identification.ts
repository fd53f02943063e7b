// The direct-link signer's identifications (/v1/direct/user/identification/{srs|intrum}/{method},
// docs/product.md#calls-identification): the identification area's flows with the link's signer as the subject. The
// optional signatureRequestId must be the link's request (422 otherwise).
import type { DirectSignerCaller } from '../../caller.ts';
import {
  identificationOperations,
  notYourRequest,
  type SubjectSource,
} from '../identification/index.ts';
import { parseGrants } from '../user/index.ts';
import { directParty } from './caller.ts';

export const directSubject: SubjectSource<DirectSignerCaller> = {
  async subject(ctx, caller) {
    const { signer, request: signatureRequest } = await directParty(ctx, caller);
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

type Provider = Parameters<typeof identificationOperations>[1];
type Method = Parameters<typeof identificationOperations>[2];

/** The start, read and cancel handlers of one provider and method for the direct signer. */
export const directIdentification = (provider: Provider, method: Method) =>
  identificationOperations(directSubject, provider, method);
