// What the exit redirect rule needs on /view for a logged-in signer (seed 000 §4: "It applies
// only if exactly one request was signed and it is the last one viewed; it can be cancelled"):
// the requests signed in this tab's session and the request viewed last. Session storage, like
// the session token; kept apart from the direct signer's record (another visitor, another rule
// of who they are).
import type { ExitContext, ExitSettings } from '@/lib/navigation/exit-redirect';

const SIGNED_KEY = 'view_signed_ids';
const VIEWED_KEY = 'view_last_viewed';

function signedIds(): string[] {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(SIGNED_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function recordViewed(requestId: string): void {
  sessionStorage.setItem(VIEWED_KEY, requestId);
}

export function recordSigned(requestId: string): void {
  const ids = signedIds();
  if (!ids.includes(requestId)) ids.push(requestId);
  sessionStorage.setItem(SIGNED_KEY, JSON.stringify(ids));
}

export function exitContext(): ExitContext {
  return {
    signedIds: signedIds(),
    lastViewedId: sessionStorage.getItem(VIEWED_KEY) ?? undefined,
  };
}

/** The request's exit settings in the rule's shape (the contract's nulls become absent). */
export function exitSettingsOf(request: {
  exitSettings?: {
    exitUrl?: string | null;
    errorUrl?: string | null;
    declineUrl?: string | null;
    timeout?: number;
  } | null;
}): ExitSettings {
  const settings = request.exitSettings;
  if (!settings) return {};
  return {
    exitUrl: settings.exitUrl ?? undefined,
    errorUrl: settings.errorUrl ?? undefined,
    declineUrl: settings.declineUrl ?? undefined,
    timeout: settings.timeout,
  };
}
