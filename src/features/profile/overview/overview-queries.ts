// What the profile overview reads: the user, their signature level, their visual signatures and
// their business (null when they belong to none).
import {
  getGetSignatureQualitiesDetailQueryOptions,
  getGetUserQueryOptions,
  type getSignatureQualitiesDetail,
  type getUser,
} from '@generated/api/user/user';
import {
  getListVisualSignaturesQueryOptions,
  type listVisualSignatures,
} from '@generated/api/visual-signatures/visual-signatures';
import type { UseSuspenseQueryOptions } from '@tanstack/react-query';
import { membershipQueryOptions } from '@/lib/queries/membership';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export const overviewQueries = () => ({
  user: getGetUserQueryOptions() as UseSuspenseQueryOptions<Answer<typeof getUser>>,
  level: getGetSignatureQualitiesDetailQueryOptions() as UseSuspenseQueryOptions<
    Answer<typeof getSignatureQualitiesDetail>
  >,
  signatures: getListVisualSignaturesQueryOptions() as UseSuspenseQueryOptions<
    Answer<typeof listVisualSignatures>
  >,
  membership: membershipQueryOptions(),
});
