// Exit redirect after signing (docs/product.md#states-exit-redirect, docs/product.md#validation-exit-urls): "Exit URLs must be http or https, otherwise
// empty; error and decline URLs fall back to the exit URL"; "redirectTimeout: default 45; 0 means
// immediate; otherwise clamped to 10 through 90 seconds"; "It applies only if exactly one request
// was signed and it is the last one viewed; it can be cancelled."
export const DEFAULT_REDIRECT_TIMEOUT = 45;
export const MIN_REDIRECT_TIMEOUT = 10;
export const MAX_REDIRECT_TIMEOUT = 90;

export interface ExitSettings {
  exitUrl?: string;
  errorUrl?: string;
  declineUrl?: string;
  /** redirectTimeout in seconds, as given (query values arrive as strings). */
  timeout?: number | string;
}

export type ExitOutcome = 'signed' | 'error' | 'declined';

export function safeExitUrl(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

export function redirectTimeout(value: number | string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_REDIRECT_TIMEOUT;
  const seconds = Number(value);
  if (!Number.isFinite(seconds)) return DEFAULT_REDIRECT_TIMEOUT;
  if (seconds === 0) return 0;
  return Math.min(MAX_REDIRECT_TIMEOUT, Math.max(MIN_REDIRECT_TIMEOUT, Math.round(seconds)));
}

export function exitUrlFor(settings: ExitSettings, outcome: ExitOutcome): string {
  const exit = safeExitUrl(settings.exitUrl);
  if (outcome === 'error') return safeExitUrl(settings.errorUrl) || exit;
  if (outcome === 'declined') return safeExitUrl(settings.declineUrl) || exit;
  return exit;
}

export interface ExitContext {
  /** Ids of the requests signed in this session. */
  signedIds: readonly string[];
  /** Id of the request viewed last. */
  lastViewedId: string | undefined;
}

export interface ExitRedirect {
  url: string;
  seconds: number;
}

export function exitRedirect(
  settings: ExitSettings,
  outcome: ExitOutcome,
  context: ExitContext,
): ExitRedirect | undefined {
  const url = exitUrlFor(settings, outcome);
  if (!url) return undefined;
  if (outcome === 'signed') {
    const [only] = context.signedIds;
    if (context.signedIds.length !== 1 || only !== context.lastViewedId) return undefined;
  }
  return { url, seconds: redirectTimeout(settings.timeout) };
}
