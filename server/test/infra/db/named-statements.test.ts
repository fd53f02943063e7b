// db/named-statements.ts: pg's client runs a registered text as a statement named after it,
// parsed once on its connection, with the promise and the callback forms pg offers; every other
// call (another text, a query config, a text without values) goes through as before, unnamed;
// after its table changed columns under it, the connection runs the text unnamed.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatement, namingClient, statementName } from '../../../src/db/named-statements.ts';

const url = process.env.TEST_DATABASE_URL;
let client: pg.Client;

beforeAll(async () => {
  if (!url) return;
  client = new (namingClient(pg.Client))({ connectionString: url });
  await client.connect();
});
afterAll(() => client?.end());

const prepareds = async () =>
  (
    await client.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements order by name',
    )
  ).rows;

describe('statement names', () => {
  it('names a text after itself, the same name each time, another for another text', () => {
    nameStatement('select $1::int as first');
    nameStatement('select $1::int as first');
    nameStatement('select $1::int as second');
    const first = statementName('select $1::int as first');
    expect(first).toMatch(/^q[\w-]{22}$/);
    expect(statementName('select $1::int as second')).not.toBe(first);
    expect(statementName('select $1::int as never registered')).toBeUndefined();
  });
});

describe.skipIf(!url)('the naming client (PostgreSQL)', () => {
  const text = 'select $1::int + 1 as n';

  it('runs a registered text as its named statement, promise and callback forms alike', async () => {
    nameStatement(text);
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    const viaCallback = await new Promise((resolve, reject) =>
      client.query(text, [41], (error: Error | null, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result.rows),
      ),
    );
    expect(viaCallback).toEqual([{ n: 42 }]);
    expect(await prepareds()).toEqual([{ name: statementName(text), statement: text }]);
  });

  it('leaves any other call unnamed', async () => {
    expect((await client.query('select $1::int * 2 as n', [4])).rows).toEqual([{ n: 8 }]);
    expect((await client.query({ text: 'select $1::int * 3 as n', values: [4] })).rows).toEqual([
      { n: 12 },
    ]);
    expect((await client.query('select 5 as n')).rows).toEqual([{ n: 5 }]);
    expect((await prepareds()).map((p) => p.statement)).toEqual([text]);
  });

  it('runs a text unnamed on the connection after its table changed columns under it', async () => {
    const table = `changing_${process.pid}`;
    await client.query(`create table ${table} (a int)`);
    await client.query(`insert into ${table} values (1)`);
    try {
      const all = `select * from ${table}`;
      nameStatement(all);
      expect((await client.query(all, [])).rows).toEqual([{ a: 1 }]);
      // A migration of another process adds a column.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query(`alter table ${table} add column b int default 2`);
      await other.end();
      await expect(client.query(all, [])).rejects.toMatchObject({ code: '0A000' });
      expect((await client.query(all, [])).rows).toEqual([{ a: 1, b: 2 }]);
      expect((await client.query(all, [])).rows).toEqual([{ a: 1, b: 2 }]);
    } finally {
      await client.query(`drop table ${table}`);
    }
  });
});
