// What the exit redirect rule needs to know across the tab's session (docs/product.md#states-exit-redirect: "It applies
// only if exactly one request was signed and it is the last one viewed; it can be cancelled"):
// the requests signed here and the request viewed last, in session storage like the session's
// credentials. Each kind of visitor keeps its own record under its own prefix (a direct signer
// and a logged-in signer are different visitors with their own rule of who they are).
import type { ExitContext } from './exit-redirect';

export interface ExitRecord {
  recordViewed(requestId: string): void;
  recordSigned(requestId: string): void;
  exitContext(): ExitContext;
}

export function exitRecord(prefix: string): ExitRecord {
  const signedKey = `${prefix}_signed_ids`;
  const viewedKey = `${prefix}_last_viewed`;
  const signedIds = (): string[] => {
    try {
      const ids: unknown = JSON.parse(sessionStorage.getItem(signedKey) ?? '[]');
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    recordViewed: (requestId) => sessionStorage.setItem(viewedKey, requestId),
    recordSigned(requestId) {
      const ids = signedIds();
      if (!ids.includes(requestId)) ids.push(requestId);
      sessionStorage.setItem(signedKey, JSON.stringify(ids));
    },
    exitContext: () => ({
      signedIds: signedIds(),
      lastViewedId: sessionStorage.getItem(viewedKey) ?? undefined,
    }),
  };
}
