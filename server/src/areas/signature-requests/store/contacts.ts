// The sender's contacts in the database (the e-mail autocomplete of GET
// /v1/email_input_autocomplete reads them): every invited signer counts as a contact.
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import { normalizeEmail } from '../rules/requests.ts';

/** Counts a contact of `userId`: inserted, or used once more. */
export async function rememberContact(
  db: Db,
  userId: string,
  contact: { email: string; name: string | null },
  at: Date,
): Promise<void> {
  const email = normalizeEmail(contact.email);
  const name = contact.name ?? '';
  await db
    .insertInto('contacts')
    .values({ user_id: userId, email, name, use_count: 1, last_used_at: iso(at) })
    .onConflict((oc) =>
      oc.columns(['user_id', 'email']).doUpdateSet((eb) => ({
        use_count: eb('contacts.use_count', '+', 1),
        last_used_at: iso(at),
        ...(name ? { name } : {}),
      })),
    )
    .execute();
}
