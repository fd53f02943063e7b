// GET /v3/direct/user/signature-qualities-detail: the direct-link signer's qualities per quality
// and legislation, its newest identification per legislation and the methods offered (covered
// when the business that sent the request pays its invitations' identifications). The signer's
// e-mail counts as verified: the link was mailed to it (as GET /v1/direct/user says).
import { identificationFacts } from '../../identification/index.ts';
import { parseGrants, qualitiesDetail } from '../../user/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';

export const getDirectSignatureQualitiesDetail: Handler<
  'getDirectSignatureQualitiesDetail'
> = async (_request, _reply, ctx, caller) => {
  const { signer, request: signatureRequest } = await directParty(ctx, caller);
  const grants = parseGrants(signer.qualities);
  return qualitiesDetail({
    emailVerified: true,
    grants,
    disabled: [],
    ...(await identificationFacts(ctx, {
      kind: 'direct',
      requestId: signatureRequest.id,
      signerId: signer.id,
      email: signer.email,
      grants,
    })),
  });
};
