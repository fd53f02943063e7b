// The direct link's request and signer as suspense queries (the route loader fetched both).
import {
  getGetDirectSignatureRequestSuspenseQueryOptions,
  getGetDirectUserSuspenseQueryOptions,
  getListDirectSignatureRequestEventsSuspenseQueryOptions,
} from '@generated/api/direct/direct';
import { useSuspenseQuery } from '@tanstack/react-query';

export const directRequestQuery = (id: string) =>
  getGetDirectSignatureRequestSuspenseQueryOptions(id);
export const directUserQuery = () => getGetDirectUserSuspenseQueryOptions();
export const directEventsQuery = (id: string) =>
  getListDirectSignatureRequestEventsSuspenseQueryOptions(id);

export function useDirectRequest(id: string) {
  const request = useSuspenseQuery(directRequestQuery(id)).data.data;
  const user = useSuspenseQuery(directUserQuery()).data.data;
  return { request, user };
}
