// `npm run check:data [-- --repair] [--grace=<seconds>]`: checks the deployment's database
// (DATA_DIR / DATABASE_URL) against its storage (DATA_DIR/files) and prints a report; exits 1 when
// a problem remains, 2 when the check itself cannot run. --repair first gives back stale signing
// reservations, releases the locks of dead processes and deletes orphan files (check-data/).
// Stored secrets are opened with the deployment's key (LINK_SECRET or DATA_DIR/link-secret).
// Files younger than the grace (default 60 s) are not judged: a file is written before its row.
import path from 'node:path';
import { systemClock } from '../clock.ts';
import { checkData, DEFAULT_GRACE_SECONDS, formatReport } from '../check-data/index.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { existingLinkSecret } from '../security/link-keys.ts';
import { createSecretBox } from '../security/secret-box.ts';
import { FileStorage } from '../storage/storage.ts';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--repair' && !/^--grace=\d+$/.test(arg));
if (unknown.length) {
  console.error(
    `usage: npm run check:data -- [--repair] [--grace=<seconds>] (not: ${unknown.join(' ')})`,
  );
  process.exit(2);
}
const grace = args.find((arg) => arg.startsWith('--grace='));
const config = loadConfig();
const db = openDatabase(config);
const filesDir = path.join(config.dataDir, 'files');
// The key the stored secrets must open with; none when the deployment never had one.
const linkSecret = existingLinkSecret(config);
const log = {
  info: (obj: object, msg: string) => console.log(msg, JSON.stringify(obj)),
  error: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
};

try {
  const report = await checkData(
    {
      db,
      storage: new FileStorage(filesDir),
      filesDir,
      clock: systemClock,
      log,
      database: config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`,
      secretBox: linkSecret ? createSecretBox(linkSecret) : 'missing',
    },
    {
      repair: args.includes('--repair'),
      graceSeconds: grace ? Number(grace.slice('--grace='.length)) : DEFAULT_GRACE_SECONDS,
    },
  );
  console.log(formatReport(report));
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  console.error(`check:data could not run: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
} finally {
  await db.destroy();
}
