// The session state the route guard resolved for the page on screen (role, user, business).
import { useMatches } from '@tanstack/react-router';
import type { SessionState } from '@/lib/queries/session-state';

const ANONYMOUS: SessionState = { role: 'unauthenticated', membership: null };

export function useCurrentSession(): SessionState {
  return useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i -= 1) {
        const context = matches[i].context as { session?: SessionState } | undefined;
        if (context?.session) return context.session;
      }
      return ANONYMOUS;
    },
  });
}
