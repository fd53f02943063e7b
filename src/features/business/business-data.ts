// Shared pieces of the business screens: who a member is in words, how a failed call reads, and
// the one invalidation every change to a business makes (its lists and the caller's membership).
import { getGetUserQueryKey } from '@generated/api/user/user';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-messages';
import { membershipQueryOptions } from '@/lib/queries/membership';

export interface PersonLike {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** "Anna Meier", or the e-mail when the person has no name yet. */
export function personName(person: PersonLike): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.email;
}

/** The translated message of a failed call (the catalogue text of its Problem code). */
export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return problemMessage(error.problem, t);
  return t('errors:problem.unknown');
}

/** Refetches everything a change to the business may have touched. */
export async function refreshBusiness(queryClient: QueryClient, businessId: string) {
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return (
        typeof first === 'string' &&
        (first.includes(`/businesses/${businessId}`) || first.startsWith('/v2/businesses/user'))
      );
    },
  });
}

/**
 * After the caller's role changed (created or joined a business): the route guard reads the
 * cached membership and user with ensureQueryData, which keeps stale data, so both are fetched
 * again now, observed or not.
 */
export async function refreshSession(queryClient: QueryClient) {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: membershipQueryOptions().queryKey, type: 'all' }),
    queryClient.refetchQueries({ queryKey: getGetUserQueryKey(), type: 'all' }),
  ]);
}
