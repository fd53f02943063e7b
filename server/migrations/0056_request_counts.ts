// The dashboard list's counts kept per account and status, so the count of declined,
// completed and every request of a user is a few index lookups however many requests it has.
//
// Why: those filters select the caller's requests (sent by it, or signed through one of its signer
// rows) of some statuses, and counting them read every such row: 10 000 for the issue's heavy
// user, 45-100 ms of blocked event loop on SQLite per count.
//
// Two tables, kept by triggers so every writer (the API, the workflow jobs, the CLI, cascading
// deletes) stays right without knowing they exist:
//   - signature_requests_of_account: one row per (account e-mail, request) while a signer row of
//     the request carries that account e-mail (two rows of one account make one pair), with the
//     request's sender, status and created_at copied;
//   - signature_request_counts: how many requests each key has, a column per status (a filter's
//     count reads at most three rows, whichever statuses it takes). A key is a sender
//     (sender_id, account_email ''): the requests it sent; an account (sender_id '',
//     account_email): its pairs; or both (sender_id, account_email): the pairs of requests that
//     sender sent, so the list can take off the requests a user both sent and signs, counted
//     once (store/list.ts).
// A request inserted or deleted moves its sender's count; a request's status or sender changing
// moves it and updates its pairs; a pair inserted, deleted or updated moves its account's and its
// (sender, account) counts. Pairs go with their request (foreign key), their counts with them.
// The backup restores both tables as they were (pg_dump writes the triggers after the data).
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The statuses of a request, each a column of signature_request_counts. */
const STATUSES = ['DRAFT', 'OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'];
const column = (status: string) => status.toLowerCase();

/** Moves one key's count of a status by one (the key's row made if it is not there yet). */
const move = (sender: string, email: string, status: string, by: 1 | -1) => `
  insert into signature_request_counts
    (sender_id, account_email, ${STATUSES.map(column).join(', ')})
    values (${sender}, ${email}, ${STATUSES.map((s) => `case when ${status} = '${s}' then ${by} else 0 end`).join(', ')})
    on conflict (sender_id, account_email) do update set
      ${STATUSES.map(column)
        .map((c) => `${c} = signature_request_counts.${c} + excluded.${c}`)
        .join(', ')};`;

/** A pair's two counts: its account's and its (sender, account)'s. */
const movePair = (row: 'new' | 'old', by: 1 | -1) =>
  move(`''`, `${row}.account_email`, `${row}.status`, by) +
  move(`${row}.sender_id`, `${row}.account_email`, `${row}.status`, by);

/** The pair of a signer row's account and request, if it is not there yet. */
const addPair = `
  insert into signature_requests_of_account
    (account_email, request_id, sender_id, status, created_at)
    select new.account_email, r.id, r.sender_id, r.status, r.created_at
    from signature_requests r where new.account_email is not null and r.id = new.request_id
    on conflict (account_email, request_id) do nothing;`;

/** The pair of the old signer row, unless another signer row of the account keeps it. */
const dropPair = `
  delete from signature_requests_of_account
    where account_email = old.account_email and request_id = old.request_id
      and not exists (
        select 1 from signature_request_signers s
        where s.request_id = old.request_id and s.account_email = old.account_email);`;

/** The request's sender, status or created_at copied into its pairs. */
const updatePairs = `
  update signature_requests_of_account
    set sender_id = new.sender_id, status = new.status, created_at = new.created_at
    where request_id = new.id;`;

const SIGNER_COLUMNS = 'account_email, request_id';
const REQUEST_COLUMNS = 'sender_id, status, created_at';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signature_requests_of_account')
    .addColumn('account_email', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('signature_requests_of_account_pk', ['account_email', 'request_id'])
    .execute();
  // The list's page of an account's pairs of one status in its default order (store/list.ts).
  await db.schema
    .createIndex('signature_requests_of_account_order')
    .on('signature_requests_of_account')
    .columns(['account_email', 'status', 'created_at', 'request_id'])
    .execute();
  await db.schema
    .createIndex('signature_requests_of_account_request')
    .on('signature_requests_of_account')
    .column('request_id')
    .execute();
  // One row per key with a column per status: a filter's count reads at most three rows.
  let counts = db.schema
    .createTable('signature_request_counts')
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('account_email', 'text', (c) => c.notNull());
  for (const status of STATUSES) {
    counts = counts.addColumn(column(status), 'integer', (c) => c.notNull().defaultTo(0));
  }
  await counts
    .addPrimaryKeyConstraint('signature_request_counts_pk', ['sender_id', 'account_email'])
    .execute();

  await sql`
    insert into signature_requests_of_account
      (account_email, request_id, sender_id, status, created_at)
    select distinct s.account_email, r.id, r.sender_id, r.status, r.created_at
    from signature_request_signers s join signature_requests r on r.id = s.request_id
    where s.account_email is not null`.execute(db);
  const perStatus = STATUSES.map(
    (status) => `sum(case when status = '${status}' then 1 else 0 end)`,
  ).join(', ');
  await sql
    .raw(
      `insert into signature_request_counts
        (sender_id, account_email, ${STATUSES.map(column).join(', ')})
      select sender_id, account_email, ${perStatus} from (
        select sender_id, '' as account_email, status from signature_requests
        union all
        select '', account_email, status from signature_requests_of_account
        union all
        select sender_id, account_email, status from signature_requests_of_account) k
      group by sender_id, account_email`,
    )
    .execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await upPostgres(db);
    return;
  }
  const trigger = (name: string, when: string, body: string) =>
    sql
      .raw(`create trigger signature_request_counts_${name} ${when} begin ${body} end`)
      .execute(db);
  await trigger(
    'request_insert',
    'after insert on signature_requests',
    move('new.sender_id', `''`, 'new.status', 1),
  );
  await trigger(
    'request_delete',
    'after delete on signature_requests',
    move('old.sender_id', `''`, 'old.status', -1),
  );
  await trigger(
    'request_update',
    `after update of ${REQUEST_COLUMNS} on signature_requests
      when old.sender_id is not new.sender_id or old.status is not new.status
        or old.created_at is not new.created_at`,
    move('old.sender_id', `''`, 'old.status', -1) +
      move('new.sender_id', `''`, 'new.status', 1) +
      updatePairs,
  );
  await trigger('pair_insert', 'after insert on signature_requests_of_account', movePair('new', 1));
  await trigger(
    'pair_delete',
    'after delete on signature_requests_of_account',
    movePair('old', -1),
  );
  await trigger(
    'pair_update',
    `after update of sender_id, status on signature_requests_of_account
      when old.sender_id is not new.sender_id or old.status is not new.status`,
    movePair('old', -1) + movePair('new', 1),
  );
  await trigger(
    'signer_insert',
    'after insert on signature_request_signers when new.account_email is not null',
    addPair,
  );
  await trigger(
    'signer_delete',
    'after delete on signature_request_signers when old.account_email is not null',
    dropPair,
  );
  await trigger(
    'signer_update',
    `after update of ${SIGNER_COLUMNS} on signature_request_signers
      when old.account_email is not new.account_email or old.request_id is not new.request_id`,
    // A null old e-mail matches no pair; a null new one adds none.
    dropPair + addPair,
  );
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const fn = (name: string, body: string) =>
    sql
      .raw(
        `create function signature_request_counts_${name}() returns trigger as $$
        begin
          ${body}
          return null;
        end
        $$ language plpgsql`,
      )
      .execute(db);
  await fn(
    'request',
    `if tg_op in ('UPDATE', 'DELETE') then
       ${move('old.sender_id', `''`, 'old.status', -1)}
     end if;
     if tg_op in ('INSERT', 'UPDATE') then
       ${move('new.sender_id', `''`, 'new.status', 1)}
     end if;
     if tg_op = 'UPDATE' then
       ${updatePairs}
     end if;`,
  );
  await fn(
    'pair',
    `if tg_op in ('UPDATE', 'DELETE') then ${movePair('old', -1)} end if;
     if tg_op in ('INSERT', 'UPDATE') then ${movePair('new', 1)} end if;`,
  );
  await fn(
    'signer',
    `if tg_op in ('UPDATE', 'DELETE') and old.account_email is not null then ${dropPair} end if;
     if tg_op in ('INSERT', 'UPDATE') and new.account_email is not null then ${addPair} end if;`,
  );
  await sql`
    create trigger signature_request_counts_request_write
    after insert or delete on signature_requests
    for each row execute function signature_request_counts_request()`.execute(db);
  await sql`
    create trigger signature_request_counts_request_update
    after update of ${sql.raw(REQUEST_COLUMNS)} on signature_requests for each row
    when (old.sender_id is distinct from new.sender_id or old.status is distinct from new.status
      or old.created_at is distinct from new.created_at)
    execute function signature_request_counts_request()`.execute(db);
  await sql`
    create trigger signature_request_counts_pair_write
    after insert or delete on signature_requests_of_account
    for each row execute function signature_request_counts_pair()`.execute(db);
  await sql`
    create trigger signature_request_counts_pair_update
    after update of sender_id, status on signature_requests_of_account for each row
    when (old.sender_id is distinct from new.sender_id or old.status is distinct from new.status)
    execute function signature_request_counts_pair()`.execute(db);
  await sql`
    create trigger signature_request_counts_signer_write
    after insert or delete on signature_request_signers
    for each row execute function signature_request_counts_signer()`.execute(db);
  await sql`
    create trigger signature_request_counts_signer_update
    after update of ${sql.raw(SIGNER_COLUMNS)} on signature_request_signers for each row
    when (old.account_email is distinct from new.account_email
      or old.request_id is distinct from new.request_id)
    execute function signature_request_counts_signer()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [name, table] of [
      ['request_write', 'signature_requests'],
      ['request_update', 'signature_requests'],
      ['signer_write', 'signature_request_signers'],
      ['signer_update', 'signature_request_signers'],
    ]) {
      await sql.raw(`drop trigger signature_request_counts_${name} on ${table}`).execute(db);
    }
  } else {
    for (const name of ['request_insert', 'request_delete', 'request_update']) {
      await sql.raw(`drop trigger signature_request_counts_${name}`).execute(db);
    }
    for (const name of ['signer_insert', 'signer_delete', 'signer_update']) {
      await sql.raw(`drop trigger signature_request_counts_${name}`).execute(db);
    }
  }
  // The pair triggers go with their table.
  await db.schema.dropTable('signature_requests_of_account').execute();
  await db.schema.dropTable('signature_request_counts').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const name of ['request', 'pair', 'signer']) {
      await sql.raw(`drop function signature_request_counts_${name}()`).execute(db);
    }
  }
}
