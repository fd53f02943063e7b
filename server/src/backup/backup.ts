// Backup and restore of everything a deployment holds: the database (SQLite through its online
// backup API, so the server may keep running; PostgreSQL through pg_dump's custom format) and
// the data folder's documents (files/), certificate authority (ca/: the encrypted keys, and
// the passphrase file when one was generated — without it the keys cannot be opened) and the
// generated direct-link secret (without it every direct link already mailed stops opening). A
// manifest lists every file with its size and SHA-256; restore checks them all before it
// writes anything, and refuses a data folder that already holds data unless forced.
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
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
}

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgresql';
  files: { path: string; bytes: number; sha256: string }[];
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
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: isPostgres(target) ? 'postgresql' : 'sqlite',
    files: files.sort((a, b) => a.path.localeCompare(b.path)),
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
 * folder that holds data unless `force`, and a backup of the other kind of database.
 */
export async function restoreBackup(
  target: BackupTarget,
  fromDir: string,
  options: { force?: boolean } = {},
): Promise<Manifest> {
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
  return manifest;
}
