// `npm run maintenance -- start|stop|schedule|list …`: opens the same database as the server
// (DATA_DIR / DATABASE_URL), migrates it, and records the maintenance the status page shows.
import { loadConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/connect.ts';
import { linkSecretOf } from '../security/link-keys.ts';
import { createSecretBox } from '../security/secret-box.ts';
import { runMaintenanceCommand, USAGE, UsageError } from './maintenance-command.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
  process.exit(argv.length === 0 ? 1 : 0);
}

const config = loadConfig();
const db = openDatabase(config);
try {
  // With the server's secret box: a migration may have secrets to seal (0060).
  await migrate(db, { secretBox: createSecretBox(linkSecretOf(config)) });
  for (const line of await runMaintenanceCommand(db, argv)) console.log(line);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
