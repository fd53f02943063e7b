// Backup and restore of everything a deployment holds: the database (SQLite through its online
// backup API, so the server may keep running; PostgreSQL through pg_dump's custom format) and
// the data folder's documents (files/), certificate authority (ca/: the encrypted keys, and
// the passphrase file when one was generated — without it the keys cannot be opened) and the
// generated direct-link secret (without it every direct link already mailed stops opening). A
// manifest lists every file with its size and SHA-256; restore checks them all before it
// writes anything, and refuses a data folder that already holds data unless forced.
//
// The link secret is also the key the sealed secrets (webhook signing secrets, SSO client
// secrets: security/secret-box.ts) open with. The database holds them sealed only; the key is in
// the backup when it is the generated file, not when LINK_SECRET (or LINK_SECRET_FILE) set it
// outside the data folder. The manifest says which and carries a check value of the key (an
// HMAC of a fixed label, revealing nothing of it), so a restore says when the key is missing or
// the LINK_SECRET set for the restored server is not the one the secrets were sealed with.
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folders of DATA_DIR that hold the deployment's state besides the database. */
export const DATA_FOLDERS = ['files', 'ca'] as const;
/**
 * Single files of DATA_DIR that hold state: the link secret generated when LINK_SECRET is not
 * configured (the name is LINK_SECRET_FILE_NAME of security/link-keys.ts, written out here so the
 * backup tool needs nothing of the server's code).
 */
export const DATA_FILES = ['link-secret'] as const;
const SQLITE_FILE = 'signing.sqlite';
const DUMP_FILE = 'database.pgdump';
const MANIFEST = 'manifest.json';

export interface BackupTarget {
  dataDir: string;
  /** postgres://… when the deployment runs on PostgreSQL. */
  databaseUrl?: string;
  /** The configured link secret (LINK_SECRET / LINK_SECRET_FILE), if any. */
  linkSecret?: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgresql';
  files: { path: string; bytes: number; sha256: string }[];
  /**
   * The key the sealed secrets open with: whether the backup holds it (the generated
   * link-secret file) and its check value (keyCheck). Absent when the deployment had no key yet.
   */
  secretKey?: { inBackup: boolean; check: string };
}

/** What a restore did not do that the operator must: the missing key, a wrong LINK_SECRET. */
export interface Restored extends Manifest {
  notes: string[];
}

/** A check value of the key: equal for equal keys, and no way back to the key. */
export const keyCheck = (secret: string) =>
  createHmac('sha256', secret)
    .update('signing-service backup key check')
    .digest('hex')
    .slice(0, 32);

/** The key in use: the configured link secret, else the generated file's (undefined if none). */
async function keyInUse(
  target: BackupTarget,
): Promise<{ secret: string; inBackup: boolean } | undefined> {
  if (target.linkSecret) return { secret: target.linkSecret, inBackup: false };
  const file = path.join(target.dataDir, DATA_FILES[0]);
  if (!existsSync(file)) return undefined;
  return { secret: (await readFile(file, 'utf8')).trim(), inBackup: true };
}

/** What the operator must know after restoring `manifest` into `target` (see the header). */
export function secretKeyNotes(manifest: Manifest, target: BackupTarget): string[] {
  const key = manifest.secretKey;
  if (!key) return [];
  const configured = target.linkSecret;
  if (configured && keyCheck(configured) !== key.check) {
    return [
      "The LINK_SECRET set for this server is not the key the backup's secrets were sealed " +
        'with: the webhook signing secrets and SSO client secrets will not open and direct ' +
        'links already mailed will not open. Set the LINK_SECRET of the deployment that was ' +
        'backed up' +
        (key.inBackup ? ', or unset it to use the restored link-secret file.' : '.'),
    ];
  }
  if (!key.inBackup && !configured) {
    return [
      'The backup does not hold the key the secrets were sealed with (LINK_SECRET was set ' +
        'outside the data folder): start the restored server with the same LINK_SECRET, or the ' +
        'webhook signing secrets and SSO client secrets will not open and direct links already ' +
        'mailed will not open. `npm run check:data` reports every secret that does not open.',
    ];
  }
  return [];
}

const isPostgres = (target: BackupTarget) => Boolean(target.databaseUrl?.startsWith('postgres'));

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat().filter((file) => !file.endsWith('.tmp'));
}

async function copyTree(from: string, to: string): Promise<void> {
  for (const file of await filesUnder(from)) {
    const target = path.join(to, path.relative(from, file));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file, target);
  }
}

/** Writes a backup of `target` into the new folder `outDir`; answers its manifest. */
export async function createBackup(target: BackupTarget, outDir: string): Promise<Manifest> {
  if (existsSync(outDir) && (await readdir(outDir)).length > 0) {
    throw new Error(`${outDir} is not empty: a backup goes into a new folder`);
  }
  await mkdir(outDir, { recursive: true });
  if (isPostgres(target)) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(outDir, DUMP_FILE),
      target.databaseUrl!,
    ]);
  } else {
    const source = new Database(path.join(target.dataDir, SQLITE_FILE), { fileMustExist: true });
    try {
      await source.backup(path.join(outDir, SQLITE_FILE));
    } finally {
      source.close();
    }
  }
  for (const folder of DATA_FOLDERS) {
    await copyTree(path.join(target.dataDir, folder), path.join(outDir, folder));
  }
  for (const name of DATA_FILES) {
    const file = path.join(target.dataDir, name);
    if (existsSync(file)) await copyFile(file, path.join(outDir, name));
  }
  const files = await Promise.all(
    (await filesUnder(outDir)).map(async (file) => ({
      path: path.relative(outDir, file).split(path.sep).join('/'),
      bytes: (await stat(file)).size,
      sha256: await sha256(file),
    })),
  );
  const key = await keyInUse(target);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: isPostgres(target) ? 'postgresql' : 'sqlite',
    files: files.sort((a, b) => a.path.localeCompare(b.path)),
    ...(key ? { secretKey: { inBackup: key.inBackup, check: keyCheck(key.secret) } } : {}),
  };
  await writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Checks every file of the backup against its manifest; answers the manifest. */
export async function verifyBackup(fromDir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(fromDir, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  for (const entry of manifest.files) {
    const file = path.join(fromDir, entry.path);
    if (!existsSync(file)) throw new Error(`the backup lacks ${entry.path}`);
    if ((await sha256(file)) !== entry.sha256) throw new Error(`${entry.path} is damaged`);
  }
  return manifest;
}

async function holdsData(target: BackupTarget): Promise<boolean> {
  for (const folder of DATA_FOLDERS) {
    if ((await filesUnder(path.join(target.dataDir, folder))).length > 0) return true;
  }
  if (DATA_FILES.some((name) => existsSync(path.join(target.dataDir, name)))) return true;
  return existsSync(path.join(target.dataDir, SQLITE_FILE));
}

/**
 * Restores the backup in `fromDir` into `target` (the server must be stopped). Refuses a data
 * folder that holds data unless `force`, and a backup of the other kind of database. Answers
 * the manifest and the notes on the secrets' key (secretKeyNotes).
 */
export async function restoreBackup(
  target: BackupTarget,
  fromDir: string,
  options: { force?: boolean } = {},
): Promise<Restored> {
  const manifest = await verifyBackup(fromDir);
  const expected = isPostgres(target) ? 'postgresql' : 'sqlite';
  if (manifest.database !== expected) {
    throw new Error(`the backup is of a ${manifest.database} database; this one is ${expected}`);
  }
  if (!options.force && (await holdsData(target))) {
    throw new Error(`${target.dataDir} already holds data: restore with --force to replace it`);
  }
  await mkdir(target.dataDir, { recursive: true });
  for (const folder of DATA_FOLDERS) {
    await rm(path.join(target.dataDir, folder), { recursive: true, force: true });
    await copyTree(path.join(fromDir, folder), path.join(target.dataDir, folder));
  }
  for (const name of DATA_FILES) {
    await rm(path.join(target.dataDir, name), { force: true });
    const file = path.join(fromDir, name);
    if (!existsSync(file)) continue;
    await copyFile(file, path.join(target.dataDir, name));
    // Readable by its owner only, as the server writes it.
    await chmod(path.join(target.dataDir, name), 0o600);
  }
  if (isPostgres(target)) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--dbname',
      target.databaseUrl!,
      path.join(fromDir, DUMP_FILE),
    ]);
  } else {
    for (const suffix of ['', '-wal', '-shm']) {
      await rm(path.join(target.dataDir, SQLITE_FILE + suffix), { force: true });
    }
    await copyFile(path.join(fromDir, SQLITE_FILE), path.join(target.dataDir, SQLITE_FILE));
  }
  return { ...manifest, notes: secretKeyNotes(manifest, target) };
}
