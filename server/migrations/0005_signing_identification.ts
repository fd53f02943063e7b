// Signing and identification (item 4): the TANs of direct-link signers, the
// Swisscom step-ups of qualified signatures waiting for password + one-time code, and the
// identifications of users and direct signers with their provider's status.
//
// Secrets (TAN, one-time code) are stored as SHA-256 hashes only. A signer has at most one TAN
// and one step-up per request (a new one replaces the old), hence the composite primary keys.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tan_codes')
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    // The signer's public signature id (signature_request_signers.id).
    .addColumn('signer_id', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    // Masked mobile number it went to ("+41 79 *** ** 67").
    .addColumn('sent_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Wrong attempts so far (check and sign both count); locked once it reaches the limit.
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('tan_codes_pk', ['request_id', 'signer_id'])
    .execute();

  await db.schema
    .createTable('step_ups')
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('signer_id', 'text', (c) => c.notNull())
    // The account that started it (bearer); null for a direct-link signer.
    .addColumn('user_id', 'text')
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('mobile_hint', 'text')
    // JSON: the sign item (placements, signing name and reason) and the quality to apply.
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('step_ups_pk', ['request_id', 'signer_id'])
    .execute();

  await db.schema
    .createTable('identifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Whose identification: a user (user_id), or a direct signer (request_id + signer_id).
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) =>
      c.references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('signer_id', 'text')
    // srs (eidas) or intrum (zertes); video, robo or autoident.
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('legislation', 'text', (c) => c.notNull())
    // The provider's status: initialized, inprogress, success, failure or unknown (mapped to
    // the contract's appointmentStatus when answered).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('signature_request_id', 'text')
    // The provider's reference of the identification and where the person performs it.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('ident_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identifications_user')
    .on('identifications')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('identifications_signer')
    .on('identifications')
    .columns(['request_id', 'signer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identifications').execute();
  await db.schema.dropTable('step_ups').execute();
  await db.schema.dropTable('tan_codes').execute();
}
