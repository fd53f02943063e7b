// Identification happens for two kinds of people (docs/product.md#screens): a user under
// /profile/signature-standards/... (Bearer token) and a direct-link signer under
// /direct-sign/identification/... (role nas, Basic credentials of the link). The screens are the
// same; the mode picks the calls (/v3/user/... or /v3/direct/user/signature-qualities-detail,
// /v1/user/... or /v1/direct/user/identification/...), the base of the addresses and the way back.
import {
  getGetDirectSignatureQualitiesDetailSuspenseQueryOptions,
  getGetDirectUserSuspenseQueryOptions,
} from '@generated/api/direct/direct';
import {
  getGetSignatureQualitiesDetailSuspenseQueryOptions,
  getGetUserSuspenseQueryOptions,
} from '@generated/api/user/user';
import { restoreDirectSession } from '@/lib/session';

export type IdentificationMode = 'user' | 'direct';

/** The one call every identification screen reads: qualities, methods offered, identifications. */
export const qualitiesQueryOf = (mode: IdentificationMode) =>
  mode === 'direct'
    ? getGetDirectSignatureQualitiesDetailSuspenseQueryOptions()
    : getGetSignatureQualitiesDetailSuspenseQueryOptions();

/** The person (names, mobile, default legislation): the user or the direct signer. */
export const personQueryOf = (mode: IdentificationMode) =>
  mode === 'direct' ? getGetDirectUserSuspenseQueryOptions() : getGetUserSuspenseQueryOptions();

export const STANDARDS_BASE: Record<IdentificationMode, string> = {
  user: '/profile/signature-standards',
  direct: '/direct-sign/identification',
};

/**
 * Where "back" leads: the signature standards for a user; the signing page of the link for a
 * direct signer (its id and userid are the Basic credentials kept for the session).
 */
export function backTarget(mode: IdentificationMode): { to: string; labelKey: string } {
  if (mode === 'user') return { to: STANDARDS_BASE.user, labelKey: 'screen.back' };
  const credentials = restoreDirectSession();
  return credentials
    ? {
        to: `/direct-sign/${encodeURIComponent(credentials.username)}/${encodeURIComponent(credentials.password)}`,
        labelKey: 'screen.backToSigning',
      }
    : { to: STANDARDS_BASE.direct + '/eidas', labelKey: 'screen.backToMethods' };
}

/** An address under the mode's base, e.g. standardsPath('direct', 'zertes/video'). */
export const standardsPath = (mode: IdentificationMode, rest: string): string =>
  `${STANDARDS_BASE[mode]}/${rest}`;
