// GET /v3/user/signature-qualities-detail: availability per quality and legislation (rules in
// user/rules/qualities.ts), with the user's identification statuses, newest identification per
// legislation (so the signature-standards page needs no per-provider call) and whether the
// user's business pays identifications per legislation (the methods offered, docs/product.md#constants).
// It lives in identification, not in user/: the identifications it lists stand on the user.
import { identificationFacts } from '../statuses.ts';
import {
  disabledQualities,
  loadCurrentUser,
  parseGrants,
  qualitiesDetail,
} from '../../user/index.ts';
import type { Handler } from '../../handler.ts';

export const getSignatureQualitiesDetail: Handler<'getSignatureQualitiesDetail'> = async (
  _request,
  _reply,
  ctx,
  caller,
) => {
  const user = await loadCurrentUser(ctx, caller);
  const grants = parseGrants(user.qualities);
  return qualitiesDetail({
    emailVerified: user.email_verified === 1,
    grants,
    disabled: disabledQualities(user),
    ...(await identificationFacts(ctx, {
      kind: 'user',
      userId: user.id,
      email: user.email,
      grants,
    })),
  });
};
