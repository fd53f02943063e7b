// The caller's business and role (GET /v2/businesses/user). The contract answers 404 when the
// user belongs to no business: that is an answer here (null), not an error.
import { getUserBusiness } from '@generated/api/business/business';
import type { BusinessUserMembership } from '@generated/model/businessUserMembership';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../api-client';

export const membershipQueryOptions = () =>
  queryOptions({
    queryKey: ['/v2/businesses/user', 'membership'],
    queryFn: async (): Promise<BusinessUserMembership | null> => {
      try {
        return (await getUserBusiness()).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
