// Opens the database: PostgreSQL when a postgres:// URL is given, else an SQLite file (WAL) under
// the data folder. Migrations are the same for both.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import * as accountsDocuments from '../../migrations/0001_accounts_documents.ts';
import * as authAccounts from '../../migrations/0002_auth_accounts.ts';
import * as documentPages from '../../migrations/0003_document_pages.ts';
import * as signatureRequests from '../../migrations/0004_signature_requests.ts';
import * as signingIdentification from '../../migrations/0005_signing_identification.ts';
import * as listIndexes from '../../migrations/0006_list_indexes.ts';
import * as signingFence from '../../migrations/0007_signing_fence.ts';
import * as mailQueue from '../../migrations/0008_mail_queue.ts';
import * as identityEmailTokens from '../../migrations/0009_identity_email_tokens.ts';
import * as businesses from '../../migrations/0010_businesses.ts';
import * as billing from '../../migrations/0030_billing.ts';
import * as billingStates from '../../migrations/0031_billing_states.ts';
import type { Database as Schema } from './schema.ts';

export type Db = Kysely<Schema>;

const migrations: Record<string, Migration> = {
  '0001_accounts_documents': accountsDocuments,
  '0002_auth_accounts': authAccounts,
  '0003_document_pages': documentPages,
  '0004_signature_requests': signatureRequests,
  '0005_signing_identification': signingIdentification,
  '0006_list_indexes': listIndexes,
  '0007_signing_fence': signingFence,
  '0008_mail_queue': mailQueue,
  '0009_identity_email_tokens': identityEmailTokens,
  '0010_businesses': businesses,
  '0030_billing': billing,
  '0031_billing_states': billingStates,
};

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Db {
  if (options.databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new Database(path.join(options.dataDir, 'signing.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
