// The caller's business and role (GET /v2/businesses/user). The contract answers 204 (no content)
// when the user belongs to no business: a personal account, read here as null.
import { getUserBusiness } from '@generated/api/business/business';
import type { BusinessUserMembership } from '@generated/model/businessUserMembership';
import { queryOptions } from '@tanstack/react-query';

export const membershipQueryOptions = () =>
  queryOptions({
    queryKey: ['/v2/businesses/user', 'membership'],
    queryFn: async (): Promise<BusinessUserMembership | null> => {
      const answer = await getUserBusiness();
      return answer.status === 200 ? answer.data : null;
    },
    staleTime: 60_000,
  });
