// db/prepared.ts: a query compiled once per database answers each call with that call's values,
// keeps its constant parameters, and refuses a builder that puts a value into the SQL text. On
// PostgreSQL it runs as a named statement, on the connection of the transaction it is called in.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementName } from '../../../src/db/named-statements.ts';
import { prepared, preparedWith } from '../../../src/db/prepared.ts';
import { insertUser } from '../../signature-requests/kept-tables-support.ts';
import { createTestDb, type TestDb } from '../../support/test-db.ts';

let first: TestDb;
let second: TestDb;

async function users(db: TestDb['db'], ids: string[]) {
  for (const id of ids) {
    await insertUser(db, { id, email: `${id}@example.org`, firstName: 'Prepared', lastName: id });
  }
}

beforeAll(async () => {
  first = await createTestDb();
  second = await createTestDb();
  await users(first.db, ['anna', 'ben']);
  await users(second.db, ['chiara']);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('prepared queries', () => {
  const byIdAndName = prepared((db, id: string, lastName: string) =>
    db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('first_name', '=', 'Prepared')
      .where('id', '=', id)
      .where('last_name', '=', lastName),
  );

  it("answers each call's rows, its constant parameters kept", async () => {
    expect(await byIdAndName(first.db, 'anna', 'anna')).toEqual([
      { id: 'anna', email: 'anna@example.org' },
    ]);
    expect(await byIdAndName(first.db, 'ben', 'ben')).toEqual([
      { id: 'ben', email: 'ben@example.org' },
    ]);
    expect(await byIdAndName(first.db, 'anna', 'ben')).toEqual([]);
  });

  it('compiles for each database on its own', async () => {
    expect(await byIdAndName(second.db, 'chiara', 'chiara')).toEqual([
      { id: 'chiara', email: 'chiara@example.org' },
    ]);
    expect(await byIdAndName(first.db, 'chiara', 'chiara')).toEqual([]);
  });

  it('compiles a list of values once per length (a page of ids, then a longer one)', async () => {
    const byIds = prepared((db, ...ids: string[]) =>
      db.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id'),
    );
    expect(await byIds(first.db, 'anna')).toEqual([{ id: 'anna' }]);
    expect(await byIds(first.db, 'anna', 'ben')).toEqual([{ id: 'anna' }, { id: 'ben' }]);
    expect(await byIds(first.db, 'ben')).toEqual([{ id: 'ben' }]);
  });

  it('refuses a value written into the SQL text', async () => {
    const inText = prepared((db, id: string) =>
      db.selectFrom('users').select('id').where(sql.ref('id'), '=', sql.lit(id)),
    );
    await expect(inText(first.db, 'anna')).rejects.toThrow(/every value must be one parameter/);
  });

  it("takes numbers through stand-ins of the caller's choosing (a limit, an offset)", async () => {
    const page = preparedWith(
      () => ['\u0000name\u0000', 1_000_003, 2_000_006] as [string, number, number],
      (db, firstName: string, limit: number, offset: number) =>
        db
          .selectFrom('users')
          .select('id')
          .where('first_name', '=', firstName)
          .orderBy('id')
          .limit(limit)
          .offset(offset),
    );
    expect(await page(first.db, 'Prepared', 1, 0)).toEqual([{ id: 'anna' }]);
    expect(await page(first.db, 'Prepared', 1, 1)).toEqual([{ id: 'ben' }]);
    expect(await page(first.db, 'Prepared', 5, 0)).toEqual([{ id: 'anna' }, { id: 'ben' }]);
    const unused = preparedWith(
      () => ['\u0000name\u0000', 1_000_003] as [string, number],
      (db, firstName: string, _limit: number) =>
        db.selectFrom('users').select('id').where('first_name', '=', firstName),
    );
    await expect(unused(first.db, 'Prepared', 1)).rejects.toThrow(/every value must be one/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "runs as a named statement on PostgreSQL, on a transaction's connection with its rows",
    async () => {
      const emailOf = prepared((db, id: string) =>
        db.selectFrom('users').select('email').where('id', '=', id),
      );
      const prepareds = sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`;
      await first.db.transaction().execute(async (trx) => {
        await users(trx, ['dora']);
        // The uncommitted row: the statement ran on the transaction's connection.
        expect(await emailOf(trx, 'dora')).toEqual([{ email: 'dora@example.org' }]);
        const { rows } = await prepareds.execute(trx);
        const text = trx.selectFrom('users').select('email').where('id', '=', 'dora').compile().sql;
        expect(rows.filter((r) => r.statement === text)).toEqual([
          { name: statementName(text), statement: text },
        ]);
        await trx.deleteFrom('users').where('id', '=', 'dora').execute();
      });
      expect(await emailOf(first.db, 'dora')).toEqual([]);
    },
  );
});
