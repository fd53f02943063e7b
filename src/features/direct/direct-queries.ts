// The direct link's request and signer as suspense queries (the route loader fetched both).
import {
  getGetDirectSignatureRequestQueryOptions,
  getGetDirectUserQueryOptions,
  getListDirectSignatureRequestEventsQueryOptions,
  type getDirectSignatureRequest,
  type getDirectUser,
  type listDirectSignatureRequestEvents,
} from '@generated/api/direct/direct';
import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export const directRequestQuery = (id: string) =>
  getGetDirectSignatureRequestQueryOptions(id) as UseSuspenseQueryOptions<
    Answer<typeof getDirectSignatureRequest>
  >;
export const directUserQuery = () =>
  getGetDirectUserQueryOptions() as UseSuspenseQueryOptions<Answer<typeof getDirectUser>>;
export const directEventsQuery = (id: string) =>
  getListDirectSignatureRequestEventsQueryOptions(id) as UseSuspenseQueryOptions<
    Answer<typeof listDirectSignatureRequestEvents>
  >;

export function useDirectRequest(id: string) {
  const request = useSuspenseQuery(directRequestQuery(id)).data.data;
  const user = useSuspenseQuery(directUserQuery()).data.data;
  return { request, user };
}
