// A session started by a single-sign-on login whose account must still confirm the link with the
// mailed secret names that onboarding: while it is pending the session may call
// only what the onboarding needs (plugins/security.ts), and cancelling the onboarding ends it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('sso_onboarding_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('sso_onboarding_id').execute();
}
