// On PostgreSQL, a request whose status, sender or created_at changes first takes every count row
// its triggers will move (migrations 0055 and 0056), all at once and in one order, so two such
// changes can no longer deadlock on them. The order is the one a new request's rows
// are written in: the sender's row (account '') first, then per account, by e-mail, the
// account's row (sender '') and the (sender, account) row. Sorted by sender first instead, five
// drafts of one sender initiated while others were created deadlocked 84 times in 12 rounds.
//
// Why: the triggers move an account's count rows pair by pair, in the order the request's pairs
// are read. Two requests signed by the same accounts, named in opposite orders, crossed: the first
// change locked one account's rows and waited for the other's, which the second change held while
// it waited for the first's. PostgreSQL then aborts one of them after deadlock_timeout (1 s) and
// inTransaction (server/src/db/transaction.ts) runs it again — correct, but 40 withdrawals of
// such requests at once took 24-40 s instead of about 0.2 s. A BEFORE trigger runs ahead of every
// AFTER trigger of the row, so the sorted take comes before any count row is moved. Writers that
// move counts through signer rows (a draft's signers, a signature) still take them in their own
// order; a deadlock between those is run again by inTransaction.
// SQLite runs one writer at a time: nothing to do there.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The keys of 0056's moves: the sender's row and, per pair, the account's and the
  // (sender, account) rows, for the old and the new sender; then 0055's per-account count of the
  // requests to sign, for the accounts whose rows the change may delete or insert (an OPEN and
  // invited signer row of a request that was or becomes OPEN; read by the signer rows' primary
  // key, as signature_requests_to_sign has no index on request_id).
  await sql
    .raw(
      `create function signature_request_counts_lock() returns trigger as $$
      begin
        perform 1 from signature_request_counts c
          join (
            select '' as sender_id, p.account_email from signature_requests_of_account p
              where p.request_id = new.id
            union
            select r.sender_id, p.account_email
              from signature_requests_of_account p, (values (old.sender_id), (new.sender_id)) r(sender_id)
              where p.request_id = new.id
            union
            select r.sender_id, '' from (values (old.sender_id), (new.sender_id)) r(sender_id)
          ) k on c.sender_id = k.sender_id and c.account_email = k.account_email
          order by c.account_email, c.sender_id
          for update of c;
        perform 1 from signature_requests_to_sign_counts t
          where t.account_email in (
            select s.account_email from signature_request_signers s
              where s.request_id = new.id and 'OPEN' in (old.status, new.status)
                and s.status = 'OPEN' and s.invited_at is not null and s.account_email is not null)
          order by t.account_email
          for update;
        return new;
      end
      $$ language plpgsql`,
    )
    .execute(db);
  await sql`
    create trigger signature_request_counts_lock
    before update of sender_id, status, created_at on signature_requests for each row
    when (old.sender_id is distinct from new.sender_id or old.status is distinct from new.status
      or old.created_at is distinct from new.created_at)
    execute function signature_request_counts_lock()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger signature_request_counts_lock on signature_requests`.execute(db);
  await sql`drop function signature_request_counts_lock()`.execute(db);
}
