// Rules of members and invitations: sorting, who can be named in a batch, the last admin
// (a business always keeps one), invitations (one per address, 30 days). Pure.
import type { BusinessRole } from '../../db/schema.ts';
import { conflict, ruleViolated } from '../../domain-errors.ts';

export type MemberSortKey = 'lastName' | 'firstName' | 'email' | 'joinedAt';

/** Days an invitation stays valid. */
export const INVITATION_DAYS = 30;

/** "lastName", "lastName,asc", "email,desc"… (default lastName ascending). */
export function parseMemberSort(sort: string | undefined): { key: MemberSortKey; desc: boolean } {
  const [field, direction] = (sort ?? 'lastName,asc').split(',');
  const key = (['lastName', 'firstName', 'email', 'joinedAt'] as const).find((k) => k === field);
  return { key: key ?? 'lastName', desc: direction === 'desc' };
}

/** 422 not_a_business_member at each `user_ids` entry that is not a member. */
export function assertAllMembers(userIds: readonly string[], memberIds: ReadonlySet<string>) {
  const missing = userIds.flatMap((id, index) => (memberIds.has(id) ? [] : [index]));
  if (missing.length) {
    const detail = 'is not a member of the business';
    throw ruleViolated(
      'A user is not a member of the business.',
      'not_a_business_member',
      missing.map((index) => ({
        pointer: `/body/user_ids/${index}`,
        detail,
        code: 'not_a_business_member',
      })),
    );
  }
}

/** 409 last_admin when the change leaves the business without an admin. */
export function assertAdminRemains(adminsNow: number, adminsLeaving: number): void {
  if (adminsNow - adminsLeaving < 1) {
    throw conflict(
      'A business needs at least one admin: make someone else an admin first.',
      'last_admin',
    );
  }
}

/** 409 already_member when an invited address already belongs to a business. */
export function assertNotInBusiness(accounts: { email: string; businessId: string | null }[]) {
  const taken = accounts.find((account) => account.businessId);
  if (taken) {
    throw conflict(`${taken.email} already belongs to a business.`, 'already_member');
  }
}

/** Each address once (the last entry for an address wins), lower-case and trimmed. */
export function uniqueInvitees<T extends { email: string }>(users: readonly T[]): T[] {
  const byEmail = new Map<string, T>();
  for (const user of users) {
    const email = user.email.trim().toLowerCase();
    byEmail.set(email, { ...user, email });
  }
  return [...byEmail.values()];
}

export const invitationExpiry = (now: Date) =>
  new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString();

export const isExpired = (expiresAt: string | null, now: Date) =>
  !!expiresAt && expiresAt <= now.toISOString();

export const roleOf = (admin: boolean): BusinessRole => (admin ? 'admin' : 'member');

/** 409 already_in_business when the user accepting an invitation belongs to a business. */
export function assertNotYetInBusiness(current: unknown): void {
  if (current) throw conflict('You already belong to a business.', 'already_in_business');
}
