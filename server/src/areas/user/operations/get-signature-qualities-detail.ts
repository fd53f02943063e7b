// GET /v3/user/signature-qualities-detail: availability per quality and legislation (rules in
// ../rules/qualities.ts), with the user's identification statuses and newest identification per
// legislation (so the signature-standards page needs no per-provider call). Businesses,
// which pay identifications (identificationCovered), come with the business issue.
import { identificationStatuses, newestIdentifications } from '../../identification/index.ts';
import { parseGrants, qualitiesDetail } from '../rules/qualities.ts';
import { disabledQualities } from '../rules/signatures.ts';
import { loadCurrentUser } from '../current-user.ts';
import type { Handler } from '../../handler.ts';

export const getSignatureQualitiesDetail: Handler<'getSignatureQualitiesDetail'> = async (
  request,
  _reply,
  ctx,
) => {
  const user = await loadCurrentUser(ctx, request);
  return qualitiesDetail({
    emailVerified: user.email_verified === 1,
    grants: parseGrants(user.qualities),
    disabled: disabledQualities(user),
    identifications: await identificationStatuses(ctx.db, user.id),
    identificationInfos: await newestIdentifications(ctx.db, user.id),
    identificationCovered: false,
  });
};
