// A user as the account activity names it (ActivityActor): loaded once per operation.
import type { AppContext } from '../../context.ts';
import type { Person } from '../activity/index.ts';
import { findUserById } from '../user/index.ts';

export async function personOf(ctx: AppContext, userId: string): Promise<Person> {
  const user = await findUserById(ctx.db, userId);
  return {
    userId,
    email: user?.email ?? `${userId}@unknown.invalid`,
    firstName: user?.first_name || null,
    lastName: user?.last_name || null,
  };
}

export const displayNameOf = (person: Person) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
