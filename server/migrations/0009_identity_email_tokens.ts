// The address an e-mail token confirms (issue: verified signer identity e-mail). PUT /v1/user no
// longer sets the attribute signer_identity_email: it mails a token of purpose `identity_email` to
// the new address, and the address is applied when the link is opened (POST /v1/valid-confirmation).
// The address is kept on the token row, so the link confirms exactly the address it was mailed to
// (a later request for another address cannot be confirmed with an earlier link, nor the other
// way round). Null for the confirmation and reset tokens.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_tokens').addColumn('email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_tokens').dropColumn('email').execute();
}
