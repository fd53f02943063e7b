// `npm start` runs this: migrate, then serve the app and the API on one port.
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { isLoopbackUrl, sandboxesOf } from './provider-choices.ts';
import { migrate, openDatabase } from './db/connect.ts';
import { createMailer } from './mail/create-mailer.ts';
import { linkSecretOf } from './security/link-keys.ts';
import { createSecretBox } from './security/secret-box.ts';
import { startSigningRecovery } from './areas/signing/index.ts';
import { sweepSigningOrphans } from './check-data/index.ts';
import {
  longestSpoolMs,
  removeStaleSpooledFiles,
  spoolDirectory,
} from './areas/documents/index.ts';

/** Unreferenced signed versions older than this are swept at start-up. */
const ORPHAN_GRACE_SECONDS = 600;

/** The configuration, or the process ends with the message of what to set (no stack trace). */
function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
const db = openDatabase(config);
// The secret box the app seals with: a migration may have secrets to seal (0060).
await migrate(db, { secretBox: createSecretBox(linkSecretOf(config)) });
// The transport; buildApp puts the mail queue and its worker in front of it.
const mailer = createMailer(config, db);
const app = await buildApp(config, { db, mailer });
// Signing left behind by a crash: reservations given back (free signatures, locks, files), locks
// of dead processes released — before the first request, then every lease; orphaned signed
// versions swept in the background (areas/signing/recovery.ts, check-data/).
const stopRecovery = await startSigningRecovery(app.context);
// Uploads a crash cut off mid-way: their spooled files are deleted once older than any upload can
// run, so that one still arriving at another process on the same data folder keeps its file.
const staleUploads = await removeStaleSpooledFiles(
  spoolDirectory(config.dataDir),
  longestSpoolMs({
    requestTimeoutMs: config.requestTimeoutMs,
    pdfJobTimeoutMs: config.pdf.jobTimeoutMs,
  }),
);
if (staleUploads > 0) app.log.warn(`deleted ${staleUploads} spooled uploads left by a crash`);
await app.listen({ port: config.port, host: config.host });
sweepSigningOrphans(
  { ...app.context, filesDir: path.join(config.dataDir, 'files') },
  ORPHAN_GRACE_SECONDS,
).catch((error: unknown) => app.log.error({ err: error }, 'the orphan sweep failed'));

const database = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
const sandboxes = sandboxesOf(config.providerChoices);
console.log(`
Signing Service is running at ${config.publicUrl}/
  database: ${database}
  mail: ${mailer.transport === 'outbox' ? `kept in the outbox, read it at ${config.publicUrl}/dev/mailbox` : 'sent through SMTP'}
  sandboxes: ${sandboxes.length > 0 ? sandboxes.join(', ') : 'none'}
Press Ctrl+C to stop.`);
if (sandboxes.length > 0 && !isLoopbackUrl(config.publicUrl)) {
  console.warn(`
Warning: ${config.publicUrl} is public and these providers are sandboxes, as chosen: ${sandboxes.join(', ')}.
Their data is labelled as a sandbox's, but it proves nothing (domains are not looked up, no money
moves, nobody is identified). Choose the real providers before this serves real customers.`);
}
if (!config.caKeyPassphrase) {
  console.warn(`
Warning: the CA's key passphrase is a file beside the keys (${config.dataDir}/ca/passphrase):
whoever copies the data folder can sign. In production set CA_KEY_PASSPHRASE, or
CA_KEY_PASSPHRASE_FILE to a file outside DATA_DIR.`);
}
if (!config.linkSecret) {
  console.warn(`
Warning: the secret of the direct links is a file in the data folder (${config.dataDir}/link-secret):
whoever copies the data folder can open every direct link. In production set LINK_SECRET, or
LINK_SECRET_FILE to a file outside DATA_DIR.`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    stopRecovery();
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}
