// The main sections of the signed-in header, by role: shared by the header's own navigation
// (wide screens) and the menu drawer (phones). Admins reach their business; a user without one
// (strict: not a member) is invited to create one. Members of a business have no business entry
// (docs/product.md#screens: business pages are for admins).
import { hasRole } from '@/lib/navigation/roles';
import type { Role } from '@/lib/navigation/roles';

export const SECTIONS = [
  { to: '/dashboard', label: 'dashboard', role: 'user', strict: false },
  { to: '/upload', label: 'upload', role: 'user', strict: false },
  { to: '/profile', label: 'profile', role: 'user', strict: false },
  { to: '/business/dashboard', label: 'business', role: 'admin', strict: false },
  { to: '/business/register', label: 'createBusiness', role: 'user', strict: true },
] as const;

export const sectionsFor = (role: Role) =>
  SECTIONS.filter((section) => hasRole(role, [section.role], section.strict));
