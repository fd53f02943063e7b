// GET /v3/user/signature-qualities-detail: availability per quality and legislation (rules in
// domain/qualities.ts). Identification statuses come with issue 5 (identification): until then
// no user has one, so identificationOngoing is false; businesses (which pay identifications,
// identificationCovered) come later.
import { qualitiesDetail, parseGrants } from '../../domain/qualities.ts';
import { disabledQualities } from '../../domain/users.ts';
import { loadCurrentUser } from '../auth/support.ts';
import type { Handler } from '../types.ts';

export const getSignatureQualitiesDetail: Handler<'getSignatureQualitiesDetail'> = async (
  request,
) => {
  const user = await loadCurrentUser(request);
  return qualitiesDetail({
    emailVerified: user.email_verified === 1,
    grants: parseGrants(user.qualities),
    disabled: disabledQualities(user),
    identifications: {},
    identificationCovered: false,
  });
};
