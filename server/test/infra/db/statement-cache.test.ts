// The SQLite statement cache: the same SQL text reuses its prepared statement, the least recently
// used text is dropped beyond the size, and a statement still iterating is never handed out twice.
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
});
