// The account activity of a business (member invited, joined, left, removed; role changed):
// written by the members area's operations in their transactions, listed per business by time
// (index business_id, occurred_at, id of migration 0010).
import type { Db } from '../../../db/connect.ts';
import type { BusinessAccountEventsTable, BusinessRole } from '../../../db/schema.ts';
import type { Insertable } from 'kysely';

export type AccountEvent =
  | 'MEMBER_INVITED'
  | 'INVITATION_REVOKED'
  | 'MEMBER_JOINED'
  | 'MEMBER_LEFT'
  | 'MEMBER_REMOVED'
  | 'ROLE_CHANGED_TO_ADMIN'
  | 'ROLE_CHANGED_TO_MEMBER';

export interface Person {
  userId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface AccountEventInput {
  businessId: string;
  occurredAt: string;
  event: AccountEvent;
  account: Person;
  /** The admin who did it; null when the account did it itself. */
  actor: Person | null;
  role: BusinessRole | null;
}

/** Writes the events (in the caller's transaction). */
export async function recordAccountEvents(db: Db, events: AccountEventInput[]): Promise<void> {
  if (!events.length) return;
  const rows: Insertable<BusinessAccountEventsTable>[] = events.map((e) => ({
    business_id: e.businessId,
    occurred_at: e.occurredAt,
    event: e.event,
    account_user_id: e.account.userId,
    account_email: e.account.email,
    account_first_name: e.account.firstName,
    account_last_name: e.account.lastName,
    actor_user_id: e.actor?.userId ?? null,
    actor_email: e.actor?.email ?? null,
    actor_first_name: e.actor?.firstName ?? null,
    actor_last_name: e.actor?.lastName ?? null,
    role: e.role,
  }));
  await db.insertInto('business_account_events').values(rows).execute();
}
