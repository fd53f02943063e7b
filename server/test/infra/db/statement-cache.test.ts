// The SQLite statement cache: the same SQL text reuses its prepared statement, the least recently
// used text is dropped beyond the size, and a statement still iterating is never handed out twice;
// reads at once give the rows better-sqlite3 gives, made from raw rows.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CachedStatements } from '../../../src/db/statement-cache.ts';

function database() {
  const sqlite = new Database(':memory:');
  sqlite.exec('create table t (id integer primary key, name text)');
  sqlite.exec("insert into t (name) values ('a'), ('b'), ('c')");
  return sqlite;
}

describe('CachedStatements', () => {
  it('prepares a text once and reuses the statement', () => {
    const cache = new CachedStatements(database(), 10);
    const first = cache.prepare('select name from t where id = ?');
    const second = cache.prepare('select name from t where id = ?');
    expect(second).toBe(first);
    expect(second.get(2)).toEqual({ name: 'b' });
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 1 });
  });

  it('drops the least recently used text beyond its size', () => {
    const cache = new CachedStatements(database(), 2);
    const a = cache.prepare('select 1');
    cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a); // now "select 2" is the oldest
    cache.prepare('select 3');
    expect(cache.cachedCount).toBe(2);
    expect(cache.prepare('select 1')).toBe(a);
    cache.prepare('select 2');
    expect(cache.misses).toBe(4);
  });

  it('prepares a fresh statement while the cached one is iterating', () => {
    const cache = new CachedStatements(database(), 10);
    const sql = 'select id from t order by id';
    const outer = cache.prepare(sql);
    const ids: number[] = [];
    for (const row of outer.iterate() as Iterable<{ id: number }>) {
      const inner = cache.prepare(sql);
      expect(inner).not.toBe(outer);
      ids.push(row.id, (inner.all() as { id: number }[]).length);
    }
    expect(ids).toEqual([1, 3, 2, 3, 3, 3]);
  });

  it('closes the database', () => {
    const sqlite = database();
    new CachedStatements(sqlite).close();
    expect(sqlite.open).toBe(false);
  });

  it('reads at once outside a transaction, and leaves writes and open transactions to Kysely', () => {
    const sqlite = database();
    const cache = new CachedStatements(sqlite, 10);
    expect(cache.readNow('select name from t where id = ?', [3])).toEqual([{ name: 'c' }]);
    expect(cache.readNow("insert into t (name) values ('d')", [])).toBeUndefined();
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 3 });
    sqlite.exec('begin');
    sqlite.exec("insert into t (name) values ('uncommitted')");
    expect(cache.readNow('select name from t where id = ?', [4])).toBeUndefined();
    sqlite.exec('rollback');
    expect(cache.readNow('select name from t where id = ?', [4])).toEqual([]);
  });

  it('reads the rows better-sqlite3 makes: every column in order, the last of a repeated name', () => {
    const sqlite = database();
    sqlite.exec('create table w ("a""b" text, "é x" real, "__proto__" text, data blob)');
    sqlite.exec("insert into w values ('q', 1.5, 'p', x'0102'), (null, null, null, null)");
    const cache = new CachedStatements(sqlite, 10);
    const queries = [
      'select * from w',
      'select t.id, t.name, w."é x" as id from t join w order by t.id',
      'select "__proto__", 1 as n from w',
      'select name from t where id = ?',
    ];
    for (const sql of queries) {
      const parameters = sql.includes('?') ? [2] : [];
      const expected = sqlite.prepare(sql).all(parameters) as Record<string, unknown>[];
      const rows = cache.readNow(sql, parameters) as Record<string, unknown>[];
      expect(rows).toEqual(expected);
      expect(rows.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
      // The cached statement still gives objects to whoever prepares it next (Kysely's driver).
      expect(cache.prepare(sql).all(parameters)).toEqual(expected);
    }
  });
});
