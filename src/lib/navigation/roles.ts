// Roles and route access (docs/product.md#screens-personal, docs/product.md#states, docs/product.md#roles-list): "Role resolution: unauthenticated, nas (direct
// sign), admin, member or user. Admin also has member and user access; member also has user
// access." A strict route "requires exactly that role".
export const ROLES = ['unauthenticated', 'user', 'member', 'admin', 'nas'] as const;
export type Role = (typeof ROLES)[number];
export type BusinessRole = 'admin' | 'member';

export interface RoleInput {
  /** Direct-link credentials (id and userid of a /direct-sign link) are in use. */
  directSign: boolean;
  /** A user token is present. */
  loggedIn: boolean;
  /** The user's role in a business, when the user belongs to one. */
  businessRole?: BusinessRole;
}

export function resolveRole({ directSign, loggedIn, businessRole }: RoleInput): Role {
  if (directSign) return 'nas';
  if (!loggedIn) return 'unauthenticated';
  return businessRole ?? 'user';
}

/** The roles a role also counts as on non-strict routes. */
const INCLUDED: Record<Role, readonly Role[]> = {
  admin: ['admin', 'member', 'user'],
  member: ['member', 'user'],
  user: ['user'],
  nas: ['nas'],
  unauthenticated: ['unauthenticated'],
};

export function hasRole(role: Role, allowed: readonly Role[], strict = false): boolean {
  if (strict) return allowed.includes(role);
  return INCLUDED[role].some((included) => allowed.includes(included));
}

export type AccessDecision = 'allow' | 'login' | 'not-found';

/** "Logged-in users who lack the role for a route go to 404. Anonymous users go to login." */
export function accessDecision(
  role: Role,
  allowed: readonly Role[],
  strict = false,
): AccessDecision {
  if (hasRole(role, allowed, strict)) return 'allow';
  return role === 'unauthenticated' ? 'login' : 'not-found';
}
