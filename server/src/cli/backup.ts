// `npm run backup -- [folder]` writes a backup of the deployment (DATA_DIR / DATABASE_URL) into
// a new folder (default backups/<time>); `npm run restore -- <folder> [--force]` puts one back
// into a stopped deployment. See backup/backup.ts for what a backup holds.
import path from 'node:path';
import { createBackup, restoreBackup } from '../backup/backup.ts';
import { loadConfig } from '../config.ts';

const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
const folderArg = args.find((arg) => !arg.startsWith('--'));

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(folderArg ?? path.join('backups', stamp));
    const manifest = await createBackup(config, out);
    const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`Backup of the ${manifest.database} database and ${manifest.files.length} files`);
    console.log(`(${(bytes / 1024 / 1024).toFixed(1)} MB) written to ${out}`);
    if (manifest.secretKey && !manifest.secretKey.inBackup) {
      // The sealed secrets (webhook signing secrets, SSO client secrets) need it to open.
      console.warn(
        '\nThe key the secrets are sealed with (LINK_SECRET) is set outside the data folder and ' +
          'is not in this backup: keep it with the backup, a restore needs the same LINK_SECRET.',
      );
    }
  } else if (command === 'restore' && folderArg) {
    const manifest = await restoreBackup(config, path.resolve(folderArg), {
      force: args.includes('--force'),
    });
    console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}`);
    for (const note of manifest.notes) console.warn(`\nWarning: ${note}`);
  } else {
    console.error(
      'usage: npm run backup -- [folder]\n       npm run restore -- <folder> [--force]',
    );
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
