// What the exit redirect rule needs to know across the tab's session (seed 000 §4: "It applies
// only if exactly one request was signed and it is the last one viewed"): the requests signed
// here and the request viewed last. Session storage, like the direct credentials.
import type { ExitContext } from '@/lib/navigation/exit-redirect';

const SIGNED_KEY = 'direct_signed_ids';
const VIEWED_KEY = 'direct_last_viewed';

function signedIds(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(SIGNED_KEY) ?? '[]') as string[];
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
