// What the profile overview reads: the user, their signature level, their visual signatures and
// their business (null when they belong to none).
import {
  getGetSignatureQualitiesDetailSuspenseQueryOptions,
  getGetUserSuspenseQueryOptions,
} from '@generated/api/user/user';
import { getListVisualSignaturesSuspenseQueryOptions } from '@generated/api/visual-signatures/visual-signatures';
import { membershipQueryOptions } from '@/lib/queries/membership';

export const overviewQueries = () => ({
  user: getGetUserSuspenseQueryOptions(),
  level: getGetSignatureQualitiesDetailSuspenseQueryOptions(),
  signatures: getListVisualSignaturesSuspenseQueryOptions(),
  membership: membershipQueryOptions(),
});
