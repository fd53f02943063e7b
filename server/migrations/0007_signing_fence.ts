// Fenced signing (docs/architecture.md#decision-fenced-signing: "a signed version is written only if the version it signed is still
// current (compare-and-set), with fenced locks"), crash-safe:
//
// - signature_requests.lock_token: a counter incremented on every take of the signing lock. The
//   taker keeps the value; the commit of its signature (markSigned) checks it in its transaction,
//   so a holder whose lock lapsed and was taken by someone else cannot commit.
// - signature_requests.lock_instance: the server process holding the lock (host:pid:nonce), so a
//   restarted server releases the locks of a process that died at once.
// - signing_reservations: one row per request being signed, written in the same transaction that
//   takes the lock and the free signature: the free signature it holds (free_signatures), the
//   lock's token, the holder process, the storage keys its signed PDFs go to, and a lease
//   (expires_at) renewed while the signature is applied. The commit of the signature turns it
//   'committed' (files: the replaced versions to delete) in its transaction; a reservation left
//   'signing' by a dead or stuck holder is given back by the recovery (quota back, lock released,
//   files deleted): areas/signing/recovery.ts.
import { sql, type Generated, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('signature_requests')
    .addColumn('lock_token', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('signature_requests').addColumn('lock_instance', 'text').execute();

  await db.schema
    .createTable('signing_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull())
    // The signer's public signature id (signature_request_signers.id).
    .addColumn('signer_id', 'text', (c) => c.notNull())
    // The account whose free signature is held (null: nobody's, e.g. a direct-link signer).
    .addColumn('user_id', 'text')
    .addColumn('free_signatures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_token', 'integer', (c) => c.notNull())
    .addColumn('instance', 'text', (c) => c.notNull())
    // 'signing' until the signature commits, then 'committed' until the old files are gone.
    .addColumn('state', 'text', (c) => c.notNull())
    // JSON string[]: storage keys to delete when the reservation is given back ('signing': the
    // signed PDFs being written) or finished ('committed': the versions they replaced).
    .addColumn('files', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signing_reservations_expires')
    .on('signing_reservations')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('signing_reservations_request')
    .on('signing_reservations')
    .column('request_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_reservations').execute();
  await db.schema.alterTable('signature_requests').dropColumn('lock_instance').execute();
  await db.schema.alterTable('signature_requests').dropColumn('lock_token').execute();
}

// The new table joins schema.ts's Database by module augmentation; the two lock columns are typed
// where they are used (areas/signature-requests/store/lock.ts, `withLockColumns`), so request rows
// built by hand elsewhere keep their shape.
declare module '../src/db/schema.ts' {
  interface Database {
    signing_reservations: SigningReservationsTable;
  }

  /** A request being signed: its lock, free signature and files, until committed or given back. */
  interface SigningReservationsTable {
    id: string;
    request_id: string;
    signer_id: string;
    user_id: string | null;
    free_signatures: Generated<number>;
    lock_token: number;
    instance: string;
    state: 'signing' | 'committed';
    files: Generated<string>;
    created_at: string;
    expires_at: string;
  }
}
