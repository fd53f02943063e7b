// `npm start` runs this: migrate, then serve the app and the API on one port.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/connect.ts';
import { createDirectSignerResolver } from './areas/direct/index.ts';
import { createMailer } from './mail/create-mailer.ts';

const config = loadConfig();
const db = openDatabase(config);
await migrate(db);
const mailer = createMailer(config, db);
const app = await buildApp(config, {
  db,
  mailer,
  directSigners: createDirectSignerResolver(db),
});
await app.listen({ port: config.port, host: config.host });

const database = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
console.log(`
Signing Service is running at ${config.publicUrl}/
  database: ${database}
  mail: ${mailer.transport === 'outbox' ? `kept in the outbox, read it at ${config.publicUrl}/dev/mailbox` : 'sent through SMTP'}
Press Ctrl+C to stop.`);
if (!config.caKeyPassphrase) {
  console.warn(`
Warning: the CA's key passphrase is a file beside the keys (${config.dataDir}/ca/passphrase):
whoever copies the data folder can sign. In production set CA_KEY_PASSPHRASE, or
CA_KEY_PASSPHRASE_FILE to a file outside DATA_DIR.`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}
