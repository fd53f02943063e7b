// The one fetch wrapper of the app, used by every generated hook (orval mutator).
// It adds the credentials of the session, decodes the answer by its media type, turns error
// answers into ApiError with the contract's Problem, and reports the answers the shell reacts to
// (docs/product.md#errors): 401 → the session logs out; 500 or above, except 503 and retried calls → /sorry.
import { authorizationHeader, type Credentials } from './credentials';
import { takeEarly } from './early-requests';
import { retryDelay } from './retry';
import { serverNow } from './server-time';

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: { pointer: string; detail: string; code?: string }[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    readonly headers: Headers,
  ) {
    super(problem?.detail ?? problem?.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export { authorizationHeader, type Credentials } from './credentials';

let credentials: Credentials | undefined;

/** Sets the credentials sent with every call (the session module owns when they change). */
export function setCredentials(next: Credentials | undefined): void {
  credentials = next;
}

/** Longest wait honoured for a 503 Retry-After, so a bad header cannot freeze the app. */
const MAX_RETRY_AFTER_SECONDS = 300;

/**
 * docs/product.md#calls-conventions: "A 503 with a Retry-After header makes the call wait that many seconds and
 * retry" — for safe methods only, and a bounded number of times: repeating a POST could send a
 * reminder or an invitation twice, so an unsafe call surfaces its 503 (and the server's message)
 * to the screen instead.
 */
export const MAX_503_RETRIES = 5;
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export const retriesOn503 = (method: string | undefined) =>
  SAFE_METHODS.has((method ?? 'GET').toUpperCase());

export function retryAfterSeconds(headers: Headers): number | undefined {
  const raw = headers.get('Retry-After');
  if (raw === null) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, MAX_RETRY_AFTER_SECONDS);
  const date = Date.parse(raw);
  if (Number.isNaN(date)) return undefined;
  // An HTTP date is the server's clock: compared with the server's now, not the device's.
  return Math.min(Math.max(0, (date - serverNow()) / 1000), MAX_RETRY_AFTER_SECONDS);
}

async function decode(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return response.json();
  if (type.startsWith('text/') && !type.startsWith('text/csv')) return response.text();
  return response.blob();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Request options: `retry` retries failed calls (page images: `retry: PAGE_RETRIES`). */
export interface ApiRequestInit extends RequestInit {
  /** Number of retries; a non-numeric value retries once a second (docs/product.md#calls). */
  retry?: number | string;
  /** Failures are only logged by the caller (status page): no 401 or /sorry reaction. */
  quiet?: boolean;
}

/**
 * The generated calls type their options as plain RequestInit (orval 7); apiFetch reads the
 * extras of ApiRequestInit from that same object. Passing them through this typed identity keeps
 * the extras checked where they are written.
 */
export const apiOptions = (init: ApiRequestInit): RequestInit => init;

export interface ApiEventHandlers {
  /** A 401 answer: save the route, clear the token, log out (the session module decides). */
  onUnauthorized?: (error: ApiError) => void;
  /** A server failure the user cannot recover from on the page: the app shows /sorry. */
  onServerError?: (error: ApiError) => void;
}

let handlers: ApiEventHandlers = {};

/** The app installs its reactions once at start-up (src/app); tests install their own. */
export function setApiEventHandlers(next: ApiEventHandlers): void {
  handlers = next;
}

/** docs/product.md#errors: "Server status 500 or above (except 503, or a retried call)". */
export function isServerFailure(status: number, retried: boolean): boolean {
  return status >= 500 && status !== 503 && !retried;
}

/** Failures worth another try for calls that ask for retries (not auth or client errors). */
const retriable = (status: number) => status >= 500 || status === 404 || status === 429;

export async function apiFetch<T>(url: string, init?: ApiRequestInit): Promise<T> {
  const { retry, quiet, ...request } = init ?? {};
  const headers = new Headers(request.headers);
  const authorization = authorizationHeader(credentials);
  if (authorization && !headers.has('Authorization')) headers.set('Authorization', authorization);
  // orval serialises bodies with JSON.stringify but omits the header when an operation accepts
  // several media types (document upload: multipart or JSON); the contract only has JSON strings.
  if (typeof request.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  // An optional body left out (orval's JSON.stringify(undefined)) is no body: a JSON media type
  // without one is a malformed request (400 bad_request), e.g. POST …/identification/srs/video.
  if (request.body === undefined || request.body === null) headers.delete('Content-Type');
  const maxRetries = retry === undefined ? 0 : Number.isFinite(Number(retry)) ? Number(retry) : 1;
  let retried = false;
  let unavailableRetries = 0;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    // The first attempt of a GET the page's entry already started takes that answer (the same
    // request: early-requests.ts); everything below treats it as this fetch's own.
    const early =
      attempt === 0 && !request.signal?.aborted
        ? takeEarly(url, request.method, headers)
        : undefined;
    try {
      response = await (early ?? fetch(url, { ...request, headers }));
    } catch (error) {
      if (attempt >= maxRetries || request.signal?.aborted) throw error;
      retried = true;
      await sleep(retryDelay(attempt, retry));
      continue;
    }
    const wait = response.status === 503 ? retryAfterSeconds(response.headers) : undefined;
    if (
      wait !== undefined &&
      retriesOn503(request.method) &&
      unavailableRetries < MAX_503_RETRIES &&
      !request.signal?.aborted
    ) {
      retried = true;
      unavailableRetries += 1;
      await sleep(wait * 1000);
      continue;
    }
    if (!response.ok && retriable(response.status) && attempt < maxRetries) {
      retried = true;
      await sleep(retryDelay(attempt, retry));
      continue;
    }
    const data = await decode(response);
    if (!response.ok) {
      const error = new ApiError(response.status, data as Problem | undefined, response.headers);
      if (quiet) throw error;
      if (response.status === 401) handlers.onUnauthorized?.(error);
      else if (isServerFailure(response.status, retried)) handlers.onServerError?.(error);
      throw error;
    }
    return { data, status: response.status, headers: response.headers } as T;
  }
}

export default apiFetch;
