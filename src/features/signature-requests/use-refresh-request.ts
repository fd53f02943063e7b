// After a change, the request, its events and the dashboard lists are fetched again.
import {
  getGetSignatureRequestQueryKey,
  getListSignatureRequestEventsQueryKey,
  getListSignatureRequestsQueryKey,
} from '@generated/api/signature-requests/signature-requests';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export function useRefreshRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetSignatureRequestQueryKey(requestId) }),
        queryClient.invalidateQueries({
          queryKey: getListSignatureRequestEventsQueryKey(requestId),
        }),
        queryClient.invalidateQueries({ queryKey: getListSignatureRequestsQueryKey().slice(0, 1) }),
      ]),
    [queryClient, requestId],
  );
}
