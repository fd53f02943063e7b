// The workflow of a signature request: signing order, observers (CC), expiry and
// automatic reminders.
//
// signature_requests gains
//   signing_order          'parallel' (every signer invited at initiate) or 'sequential' (by the
//                          signers' position, each invited when the one before has signed);
//   expires_at             ISO time after which an OPEN request becomes EXPIRED (the expiry job),
//                          null for never;
//   reminder_interval_days days between automatic reminders while OPEN, null for none;
//   next_reminder_at       when the reminder job sends the next one (set at initiate and after
//                          every reminder, manual or automatic; null when none is due).
// signature_request_observers: the people copied on the request, in the order given; they get
// the completion mail and may read the request (by account e-mail, hence the index).
// The jobs look for OPEN requests whose expiry or next reminder has come: an index on (status,
// time) each, on both databases.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('signature_requests')
    .addColumn('signing_order', 'text', (c) => c.notNull().defaultTo('parallel'))
    .execute();
  await db.schema.alterTable('signature_requests').addColumn('expires_at', 'text').execute();
  await db.schema
    .alterTable('signature_requests')
    .addColumn('reminder_interval_days', 'integer')
    .execute();
  await db.schema.alterTable('signature_requests').addColumn('next_reminder_at', 'text').execute();
  await db.schema
    .createIndex('signature_requests_next_reminder')
    .on('signature_requests')
    .columns(['status', 'next_reminder_at'])
    .execute();
  await db.schema
    .createIndex('signature_requests_expiry')
    .on('signature_requests')
    .columns(['status', 'expires_at'])
    .execute();
  await db.schema
    .createTable('signature_request_observers')
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addPrimaryKeyConstraint('signature_request_observers_pk', ['request_id', 'position'])
    .execute();
  await db.schema
    .createIndex('signature_request_observers_email')
    .on('signature_request_observers')
    .columns(['email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signature_request_observers').execute();
  await db.schema.dropIndex('signature_requests_expiry').execute();
  await db.schema.dropIndex('signature_requests_next_reminder').execute();
  await db.schema.alterTable('signature_requests').dropColumn('next_reminder_at').execute();
  await db.schema.alterTable('signature_requests').dropColumn('reminder_interval_days').execute();
  await db.schema.alterTable('signature_requests').dropColumn('expires_at').execute();
  await db.schema.alterTable('signature_requests').dropColumn('signing_order').execute();
}
