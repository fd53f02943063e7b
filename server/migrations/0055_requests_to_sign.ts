// The requests each account has to sign, in the dashboard list's order: one row per
// (account e-mail, request) while the request is OPEN and the account's signer row on it is OPEN
// and invited — exactly the toSign filter of docs/product.md#calls-signature-requests "GET list with filters".
//
// Why a table: the heavy user of the world has 10 000 requests to sign among 100 000. Read
// through its signer rows, every page looked up all 10 000 requests by primary key, sorted them in
// a temporary B-tree and counted them again (about 30 ms of blocked event loop per request on
// SQLite, 8 requests/s at 32 connections). Here the index (account_email, created_at, request_id)
// gives a page in the list's default order after reading offset + size entries, and the count is
// kept per account in signature_requests_to_sign_counts (counting 10 000 index entries still cost
// about 0.3 ms, a fifth of the list request).
//
// Triggers keep it, so every writer (the API, the workflow jobs, the CLI, a restore) stays right
// without knowing it exists: a signer row inserted, updated or deleted refreshes its (account,
// request) pair before and after; a request whose status changes refreshes all of its pairs; a
// pair inserted or deleted moves its account's count. The request's created_at never changes
// after insert. Rows go with their request (foreign key), and their count with them.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The signer row's columns that decide its pair: an update of any other (viewed, signed at, the
 * signature's data…) leaves the table as it is, so its trigger does not run for it.
 */
const PAIR_COLUMNS = 'account_email, request_id, status, invited_at';

/** Recomputes one (account e-mail, request) pair from the signer rows and the request. */
const refreshPair = (email: string, requestId: string) => `
  delete from signature_requests_to_sign
    where account_email = ${email} and request_id = ${requestId};
  insert into signature_requests_to_sign (account_email, request_id, created_at)
    select s.account_email, r.id, r.created_at
    from signature_request_signers s join signature_requests r on r.id = s.request_id
    where s.account_email = ${email} and s.request_id = ${requestId}
      and s.status = 'OPEN' and s.invited_at is not null and r.status = 'OPEN'
    limit 1;`;

/** Recomputes every pair of one request. */
const refreshRequest = (requestId: string) => `
  delete from signature_requests_to_sign where request_id = ${requestId};
  insert into signature_requests_to_sign (account_email, request_id, created_at)
    select distinct s.account_email, r.id, r.created_at
    from signature_request_signers s join signature_requests r on r.id = s.request_id
    where r.id = ${requestId} and s.account_email is not null
      and s.status = 'OPEN' and s.invited_at is not null and r.status = 'OPEN';`;

const countUp = (email: string) => `
  insert into signature_requests_to_sign_counts (account_email, requests) values (${email}, 1)
    on conflict (account_email)
    do update set requests = signature_requests_to_sign_counts.requests + 1;`;
const countDown = (email: string) => `
  update signature_requests_to_sign_counts set requests = requests - 1
    where account_email = ${email};`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signature_requests_to_sign')
    .addColumn('account_email', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('signature_requests_to_sign_pk', ['account_email', 'request_id'])
    .execute();
  await db.schema
    .createIndex('signature_requests_to_sign_order')
    .on('signature_requests_to_sign')
    .columns(['account_email', 'created_at', 'request_id'])
    .execute();
  await db.schema
    .createTable('signature_requests_to_sign_counts')
    .addColumn('account_email', 'text', (c) => c.primaryKey())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .execute();
  await sql`
    insert into signature_requests_to_sign (account_email, request_id, created_at)
    select distinct s.account_email, r.id, r.created_at
    from signature_request_signers s join signature_requests r on r.id = s.request_id
    where s.account_email is not null
      and s.status = 'OPEN' and s.invited_at is not null and r.status = 'OPEN'`.execute(db);
  await sql`
    insert into signature_requests_to_sign_counts (account_email, requests)
    select account_email, count(*) from signature_requests_to_sign group by account_email`.execute(
    db,
  );

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create function signature_requests_to_sign_count() returns trigger as $$
        begin
          if tg_op = 'INSERT' then
            ${countUp('new.account_email')}
          else
            ${countDown('old.account_email')}
          end if;
          return null;
        end
        $$ language plpgsql`,
      )
      .execute(db);
    await sql`
      create trigger signature_requests_to_sign_count
      after insert or delete on signature_requests_to_sign
      for each row execute function signature_requests_to_sign_count()`.execute(db);
    await sql
      .raw(
        `create function signature_requests_to_sign_signer() returns trigger as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') and old.account_email is not null then
            ${refreshPair('old.account_email', 'old.request_id')}
          end if;
          if tg_op in ('INSERT', 'UPDATE') and new.account_email is not null then
            ${refreshPair('new.account_email', 'new.request_id')}
          end if;
          return null;
        end
        $$ language plpgsql`,
      )
      .execute(db);
    await sql`
      create trigger signature_requests_to_sign_signer
      after insert or update of ${sql.raw(PAIR_COLUMNS)} or delete on signature_request_signers
      for each row execute function signature_requests_to_sign_signer()`.execute(db);
    await sql
      .raw(
        `create function signature_requests_to_sign_request() returns trigger as $$
        begin
          ${refreshRequest('new.id')}
          return null;
        end
        $$ language plpgsql`,
      )
      .execute(db);
    await sql`
      create trigger signature_requests_to_sign_request
      after update of status on signature_requests
      for each row when (old.status is distinct from new.status)
      execute function signature_requests_to_sign_request()`.execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger signature_requests_to_sign_count_insert
      after insert on signature_requests_to_sign
      begin ${countUp('new.account_email')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger signature_requests_to_sign_count_delete
      after delete on signature_requests_to_sign
      begin ${countDown('old.account_email')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger signature_requests_to_sign_signer_insert
      after insert on signature_request_signers when new.account_email is not null
      begin ${refreshPair('new.account_email', 'new.request_id')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger signature_requests_to_sign_signer_update
      after update of ${PAIR_COLUMNS} on signature_request_signers
      begin
        ${refreshPair('old.account_email', 'old.request_id')}
        ${refreshPair('new.account_email', 'new.request_id')}
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger signature_requests_to_sign_signer_delete
      after delete on signature_request_signers when old.account_email is not null
      begin ${refreshPair('old.account_email', 'old.request_id')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger signature_requests_to_sign_request
      after update of status on signature_requests when old.status is not new.status
      begin ${refreshRequest('new.id')} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger signature_requests_to_sign_signer on signature_request_signers`.execute(
      db,
    );
    await sql`drop trigger signature_requests_to_sign_request on signature_requests`.execute(db);
    await sql`drop trigger signature_requests_to_sign_count on signature_requests_to_sign`.execute(
      db,
    );
    await sql`drop function signature_requests_to_sign_signer()`.execute(db);
    await sql`drop function signature_requests_to_sign_count()`.execute(db);
    await sql`drop function signature_requests_to_sign_request()`.execute(db);
  } else {
    for (const name of [
      'signer_insert',
      'signer_update',
      'signer_delete',
      'request',
      'count_insert',
      'count_delete',
    ]) {
      await sql.raw(`drop trigger signature_requests_to_sign_${name}`).execute(db);
    }
  }
  await db.schema.dropTable('signature_requests_to_sign').execute();
  await db.schema.dropTable('signature_requests_to_sign_counts').execute();
}
