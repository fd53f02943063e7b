// The one fetch wrapper of the app, used by every generated hook (orval mutator).
// It adds the credentials of the session, decodes the answer by its media type and turns
// error answers into ApiError with the contract's Problem.

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

export type Credentials =
  { kind: 'bearer'; token: string } | { kind: 'basic'; username: string; password: string };

let credentials: Credentials | undefined;

/** Sets the credentials sent with every call (the session module owns when they change). */
export function setCredentials(next: Credentials | undefined): void {
  credentials = next;
}

export function authorizationHeader(value: Credentials | undefined): string | undefined {
  if (!value) return undefined;
  if (value.kind === 'bearer') return `Bearer ${value.token}`;
  return `Basic ${btoa(`${value.username}:${value.password}`)}`;
}

/** Longest wait honoured for a 503 Retry-After, so a bad header cannot freeze the app. */
const MAX_RETRY_AFTER_SECONDS = 300;

export function retryAfterSeconds(headers: Headers): number | undefined {
  const raw = headers.get('Retry-After');
  if (raw === null) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, MAX_RETRY_AFTER_SECONDS);
  const date = Date.parse(raw);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, (date - Date.now()) / 1000), MAX_RETRY_AFTER_SECONDS);
}

async function decode(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return response.json();
  if (type.startsWith('text/') && !type.startsWith('text/csv')) return response.text();
  return response.blob();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const authorization = authorizationHeader(credentials);
  if (authorization && !headers.has('Authorization')) headers.set('Authorization', authorization);
  // orval serialises bodies with JSON.stringify but omits the header when an operation accepts
  // several media types (document upload: multipart or JSON); the contract only has JSON strings.
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  for (;;) {
    const response = await fetch(url, { ...init, headers });
    const wait = response.status === 503 ? retryAfterSeconds(response.headers) : undefined;
    if (wait !== undefined && !init.signal?.aborted) {
      await sleep(wait * 1000);
      continue;
    }
    const data = await decode(response);
    if (!response.ok) {
      throw new ApiError(response.status, data as Problem | undefined, response.headers);
    }
    return { data, status: response.status, headers: response.headers } as T;
  }
}

export default apiFetch;
