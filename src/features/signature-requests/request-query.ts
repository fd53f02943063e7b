// A request's query (the /view screen), in a module of its own: the app starts it before the
// screen's code has arrived (the route's startData, src/routes/-lib/load.ts), so it must not wait
// for that code's download.
import {
  getGetSignatureRequestSuspenseQueryOptions,
  type getSignatureRequest,
} from '@generated/api/signature-requests/signature-requests';

/** While others may still sign, the request is fetched again now and then. */
export const OPEN_REFRESH_MS = 15_000;

type RequestAnswer = Awaited<ReturnType<typeof getSignatureRequest>>;

export function requestQuery(requestId: string) {
  return getGetSignatureRequestSuspenseQueryOptions(requestId, {
    query: {
      refetchInterval: (query: { state: { data?: RequestAnswer } }) =>
        query.state.data?.data.statusOverall === 'OPEN' ? OPEN_REFRESH_MS : false,
    },
  });
}
