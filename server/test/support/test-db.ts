// A fresh, migrated database per test file: SQLite in a temporary folder by default, or a new
// PostgreSQL database when TEST_DATABASE_URL points at a server (CI runs the suite on both).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, type Db } from '../../src/db/connect.ts';

export interface TestDb {
  db: Db;
  dataDir: string;
  kind: 'sqlite' | 'postgres';
  /** The PostgreSQL database's URL (undefined on SQLite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** `migrate: false` leaves the database empty (a test that migrates it step by step). */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  const migrated = options.migrate ?? true;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signing-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = openDatabase({ dataDir });
    if (migrated) await migrate(db);
    return {
      db,
      dataDir,
      kind: 'sqlite',
      close: async () => {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ dataDir, databaseUrl: url.toString() });
  if (migrated) await migrate(db);
  return {
    db,
    dataDir,
    kind: 'postgres',
    databaseUrl: url.toString(),
    close: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
