// Opens the database: PostgreSQL when a postgres:// URL is given, else an SQLite file (WAL) under
// the data folder. Migrations are the same for both.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type KyselyConfig,
  type Migration,
  type PostgresCursorConstructor,
} from 'kysely';
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
import * as apiUsers from '../../migrations/0015_api_users.ts';
import * as seals from '../../migrations/0016_seals.ts';
import * as businessSettings from '../../migrations/0017_business_settings.ts';
import * as billing from '../../migrations/0030_billing.ts';
import * as billingStates from '../../migrations/0031_billing_states.ts';
import * as costCentres from '../../migrations/0040_cost_centres.ts';
import * as outboxAttachments from '../../migrations/0041_outbox_attachments.ts';
import * as rateLimits from '../../migrations/0043_rate_limits.ts';
import * as freeMigration from '../../migrations/0044_free_migration.ts';
import * as identityProviders from '../../migrations/0045_identity_providers.ts';
import * as issuedCertificates from '../../migrations/0046_issued_certificates.ts';
import * as requestWorkflow from '../../migrations/0048_request_workflow.ts';
import * as signersInvitedIndex from '../../migrations/0049_signers_invited_index.ts';
import * as webhooks from '../../migrations/0050_webhooks.ts';
import * as documentLtv from '../../migrations/0051_document_ltv.ts';
import * as webhookPurge from '../../migrations/0052_webhook_purge.ts';
import * as onboardingSessions from '../../migrations/0054_onboarding_sessions.ts';
import * as requestsToSign from '../../migrations/0055_requests_to_sign.ts';
import * as requestCounts from '../../migrations/0056_request_counts.ts';
import * as requestCountsLockOrder from '../../migrations/0057_request_counts_lock_order.ts';
import * as requestsToSignRequestIndex from '../../migrations/0058_requests_to_sign_request_index.ts';
import * as businessLogoKey from '../../migrations/0059_business_logo_key.ts';
import * as activityExportIndex from '../../migrations/0062_activity_export_index.ts';
import {
  webhookSecretsSealed,
  type SecretSealer,
} from '../../migrations/0060_webhook_secrets_sealed.ts';
import * as requestSearch from '../../migrations/0061_request_search.ts';
import { namingClient } from './named-statements.ts';
import type { Database as Schema } from './schema.ts';
import { CachedStatements, directReads } from './statement-cache.ts';
import { sqliteFiles } from './stream-reader.ts';

export type Db = Kysely<Schema>;

/** The SQLite file of each Db openDatabase opened (the read pool's workers open it too). */
export const sqliteFileOf = (db: Db): string | undefined => sqliteFiles.get(db);

const migrations = (secretBox: SecretSealer | undefined): Record<string, Migration> => ({
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
  '0015_api_users': apiUsers,
  '0016_seals': seals,
  '0017_business_settings': businessSettings,
  '0030_billing': billing,
  '0031_billing_states': billingStates,
  '0040_cost_centres': costCentres,
  '0041_outbox_attachments': outboxAttachments,
  '0043_rate_limits': rateLimits,
  '0044_free_migration': freeMigration,
  '0045_identity_providers': identityProviders,
  '0046_issued_certificates': issuedCertificates,
  '0048_request_workflow': requestWorkflow,
  '0049_signers_invited_index': signersInvitedIndex,
  '0050_webhooks': webhooks,
  '0051_document_ltv': documentLtv,
  '0052_webhook_purge': webhookPurge,
  '0054_onboarding_sessions': onboardingSessions,
  '0055_requests_to_sign': requestsToSign,
  '0056_request_counts': requestCounts,
  '0057_request_counts_lock_order': requestCountsLockOrder,
  '0058_requests_to_sign_request_index': requestsToSignRequestIndex,
  '0059_business_logo_key': businessLogoKey,
  '0060_webhook_secrets_sealed': webhookSecretsSealed(secretBox),
  '0061_request_search': requestSearch,
  '0062_activity_export_index': activityExportIndex,
});

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** SQLite statements kept prepared (statement-cache.ts); 0 prepares every query anew. */
  statementCacheSize?: number;
  /** Kysely's query log (the benchmarks read the SQL an operation runs). */
  log?: KyselyConfig['log'];
}): Db {
  if (options.databaseUrl?.startsWith('postgres')) {
    const databaseUrl = options.databaseUrl;
    // pg is loaded when the first query needs the pool: an SQLite deployment never loads it (it
    // holds about 15 MB). Its clients run the texts compiled once as named statements.
    const pool = async () => {
      const { default: pg } = await import('pg');
      return new pg.Pool({
        connectionString: databaseUrl,
        max: 10,
        Client: namingClient(pg.Client),
      });
    };
    // Streamed reads (the exports) run as server-side cursors, a chunk of rows at a time. Loaded
    // here, with pg, only where PostgreSQL is used.
    const cursor = createRequire(import.meta.url)('pg-cursor') as PostgresCursorConstructor;
    return new Kysely<Schema>({
      dialect: new PostgresDialect({ pool, cursor }),
      log: options.log,
    });
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'signing.sqlite');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Pages read through a memory map and 64 MiB of page cache instead of SQLite's 2 MB: past a
  // table of some 100 000 requests a list's primary-key lookups missed the cache and each cost a
  // read from the file (the declined, completed and unfiltered counts 8-15x their time at 1 000
  // requests, 2-4x faster with these; `npm run bench -- scale`).
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const cached =
    options.statementCacheSize === 0
      ? undefined
      : new CachedStatements(sqlite, options.statementCacheSize);
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: cached ?? sqlite }),
    log: options.log,
  });
  if (cached && !options.log) directReads.set(db, cached);
  sqliteFiles.set(db, file);
  return db;
}

/**
 * Brings the database to the latest migration. `secretBox` (the server's, of its link secret)
 * seals what a migration must seal (0060: clear webhook secrets); a database with nothing to seal
 * migrates without it.
 */
export async function migrate(db: Db, options: { secretBox?: SecretSealer } = {}): Promise<void> {
  await migrateTo(db, undefined, options);
}

/**
 * Migrates up or down to the named migration (undefined: the latest); down runs each later
 * migration's `down` in reverse order (tests of one migration undo the ones after it this way).
 */
export async function migrateTo(
  db: Db,
  name: string | undefined,
  options: { secretBox?: SecretSealer } = {},
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(options.secretBox) },
  });
  const { error, results } = await (name === undefined
    ? migrator.migrateToLatest()
    : migrator.migrateTo(name));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
