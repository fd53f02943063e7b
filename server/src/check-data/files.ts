// The stored files as check:data sees them: every file under the storage folder (DATA_DIR/files)
// with its age, the keys the database refers to, and the orphans between the two — files nobody
// refers to, older than a grace period (a file is written before the row that names it).
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connect.ts';
import { SIGNED_DOCUMENT_KEY } from '../areas/signing/index.ts';

export interface StoredFile {
  key: string;
  modifiedAt: number;
}

/** The folders of the storage whose files the database names; others are not judged. */
export const KNOWN_PREFIXES = ['documents/', 'pages/', 'visual-signatures/', 'attachments/'];

/** Every file under `root`, by storage key (`/`-separated). */
export async function listStoredFiles(root: string): Promise<StoredFile[]> {
  if (!existsSync(root)) return [];
  const files: StoredFile[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const key = path.relative(root, full).split(path.sep).join('/');
        files.push({ key, modifiedAt: (await stat(full)).mtimeMs });
      }
    }
  };
  await walk(root);
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** Every storage key a row of the database names (documents, pages, images, attachments). */
export async function referencedKeys(db: Db): Promise<Set<string>> {
  const [documents, pages, images, attachments, reservations] = await Promise.all([
    db.selectFrom('documents').select(['storage_key', 'signed_storage_key']).execute(),
    db.selectFrom('rendered_pages').select('storage_key').execute(),
    db.selectFrom('visual_signatures').select('image_key').execute(),
    db.selectFrom('signature_request_attachments').select('storage_key').execute(),
    db.selectFrom('signing_reservations').select('files').execute(),
  ]);
  const keys = new Set<string>();
  for (const d of documents) {
    keys.add(d.storage_key);
    if (d.signed_storage_key) keys.add(d.signed_storage_key);
  }
  for (const p of pages) keys.add(p.storage_key);
  for (const i of images) if (i.image_key) keys.add(i.image_key);
  for (const a of attachments) keys.add(a.storage_key);
  // A reservation's files are its own until it is given back or finished (the recovery's).
  for (const r of reservations) for (const key of JSON.parse(r.files) as string[]) keys.add(key);
  return keys;
}

export type OrphanKind = 'signed-version' | 'partial-write' | 'unreferenced';

export interface Orphan {
  key: string;
  kind: OrphanKind;
}

/** What kind of leftover an unreferenced file is. */
export function orphanKind(key: string): OrphanKind {
  if (key.endsWith('.tmp')) return 'partial-write';
  if (SIGNED_DOCUMENT_KEY.test(key)) return 'signed-version';
  return 'unreferenced';
}

/**
 * The files under the known folders that no row names and that are older than `graceSeconds`
 * at `now`; also counts the files outside the known folders (not judged).
 */
export async function findOrphans(
  db: Db,
  filesDir: string,
  options: { now: Date; graceSeconds: number },
): Promise<{ stored: number; unknown: number; orphans: Orphan[] }> {
  const stored = await listStoredFiles(filesDir);
  const referenced = await referencedKeys(db);
  const before = options.now.getTime() - options.graceSeconds * 1000;
  const known = stored.filter((file) => KNOWN_PREFIXES.some((p) => file.key.startsWith(p)));
  const orphans = known
    .filter((file) => !referenced.has(file.key) && file.modifiedAt <= before)
    .map((file) => ({ key: file.key, kind: orphanKind(file.key) }));
  return { stored: stored.length, unknown: stored.length - known.length, orphans };
}
