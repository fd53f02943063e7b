// Answers to GET calls started before the app (src/app/early-start.ts, from the page's entry).
// A first screen's calls used to leave only once the app's scripts (some 240 KB on /dashboard)
// had downloaded and run; started by the entry, they travel while those scripts download, and
// the app's own call (the fetch wrapper, api-client.ts) takes the answer on its way instead of
// asking again (the round trips after the scripts were ~0.6 s of the first paint).
// Imports nothing, so the entry stays small.

/**
 * How long an answer waits for the app to take it. Longer than a phone takes to download the
 * first screen's scripts, short enough that no later screen reads an answer from the page's
 * start: an answer not taken by then is dropped, and the app asks the server itself.
 */
export const EARLY_ANSWER_TTL_MS = 10_000;

interface EarlyAnswer {
  /** The request's headers, sorted (names in lower case): taken only by the same request. */
  headers: string;
  response: Promise<Response>;
  expiresAt: number;
}

const answers = new Map<string, EarlyAnswer>();

/** Headers in one comparable form (Headers lowers the names and sorts them when iterated). */
const headerKey = (headers: HeadersInit | undefined) => JSON.stringify([...new Headers(headers)]);

/** Starts `GET url` with `headers` now; the app's first identical request takes the answer. */
export function startEarly(url: string, headers: Record<string, string> = {}): void {
  const response = fetch(url, { method: 'GET', headers });
  // Nobody may take it: a failure is then the app's own call's to see, not an unhandled one.
  response.catch(() => undefined);
  answers.set(url, {
    headers: headerKey(headers),
    response,
    expiresAt: Date.now() + EARLY_ANSWER_TTL_MS,
  });
  setTimeout(() => {
    if (answers.get(url)?.response === response) answers.delete(url);
  }, EARLY_ANSWER_TTL_MS);
}

/**
 * The answer started early for this very request (same URL, GET, same headers), once: the
 * registry forgets it when taken. Undefined for any other request, or when none is waiting.
 */
export function takeEarly(
  url: string,
  method: string | undefined,
  headers: Headers,
): Promise<Response> | undefined {
  const answer = answers.get(url);
  if (!answer || (method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  if (answer.expiresAt <= Date.now()) {
    answers.delete(url);
    return undefined;
  }
  if (answer.headers !== headerKey(headers)) return undefined;
  answers.delete(url);
  return answer.response;
}

/** Tests only: forget every answer. */
export function clearEarly(): void {
  answers.clear();
}
