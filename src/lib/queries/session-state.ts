// Who is looking at the app right now: the role of docs/product.md#states plus the data the navigation rules
// read (user attributes, business role and billing). Route guards call this before every route;
// the answers are cached by the query client, so only the first navigation waits for them.
import { getGetUserQueryOptions } from '@generated/api/user/user';
import type { BusinessUserMembership } from '@generated/model/businessUserMembership';
import type { User } from '@generated/model/user';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { directSignCredentials, type DirectSignParams } from '../navigation/direct-sign';
import { resolveRole, type Role } from '../navigation/roles';
import { restoreDirectSession, restoreSession, startDirectSession } from '../session';
import { membershipQueryOptions } from './membership';

export interface SessionState {
  role: Role;
  user?: User;
  membership: BusinessUserMembership | null;
}

const ANONYMOUS: SessionState = { role: 'unauthenticated', membership: null };

/** Picks the credentials for the route (Basic on direct-sign routes) and resolves the role. */
export async function loadSessionState(
  queryClient: QueryClient,
  route: { directSign: boolean; params: DirectSignParams },
): Promise<SessionState> {
  if (route.directSign) {
    const credentials = directSignCredentials(route.params);
    if (credentials) startDirectSession(credentials);
    if (credentials || restoreDirectSession()) return { role: 'nas', membership: null };
  }
  if (!restoreSession()) {
    return restoreDirectSession() ? { role: 'nas', membership: null } : ANONYMOUS;
  }
  try {
    const [user, membership] = await Promise.all([
      queryClient.ensureQueryData(getGetUserQueryOptions()),
      queryClient.ensureQueryData(membershipQueryOptions()),
    ]);
    const role = resolveRole({
      directSign: false,
      loggedIn: true,
      businessRole: membership?.role,
    });
    return { role, user: user.data, membership };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return ANONYMOUS;
    throw error;
  }
}
