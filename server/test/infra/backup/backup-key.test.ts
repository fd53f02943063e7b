// The backup and the key of the sealed secrets (webhook signing secrets, SSO client secrets): the
// manifest says whether the backup holds the key (the generated link-secret file) or not
// (LINK_SECRET set outside the data folder) with a check value of it; a restore says when the
// key is not in the backup and no LINK_SECRET is set, or when the LINK_SECRET set is another key.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackup,
  keyCheck,
  restoreBackup,
  secretKeyNotes,
  type Manifest,
} from '../../../src/backup/backup.ts';
import { createTestServer, type TestServer } from '../../support/test-server.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CONFIGURED = 'a-link-secret-set-outside-the-data-folder-0123456789';

let server: TestServer;
let folder: string;
beforeAll(async () => {
  server = await createTestServer();
  folder = await mkdtemp(path.join(tmpdir(), 'signing-backup-key-'));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

const target = () => ({
  dataDir: server.testDb.dataDir,
  databaseUrl: server.testDb.databaseUrl,
});

describe('the backup and the secrets’ key', () => {
  it('holds the generated key and says so; restored without LINK_SECRET, nothing to do', async () => {
    const manifest = await createBackup(target(), path.join(folder, 'generated'));
    const generated = (await readFile(path.join(target().dataDir, 'link-secret'), 'utf8')).trim();
    expect(manifest.files.map((f) => f.path)).toContain('link-secret');
    expect(manifest.secretKey).toEqual({ inBackup: true, check: keyCheck(generated) });
    expect(manifest.secretKey!.check).not.toContain(generated);
    expect(secretKeyNotes(manifest, { dataDir: folder })).toEqual([]);
    expect(secretKeyNotes(manifest, { dataDir: folder, linkSecret: generated })).toEqual([]);
    // A LINK_SECRET set for the restored server overrides the restored file: wrong key.
    expect(secretKeyNotes(manifest, { dataDir: folder, linkSecret: CONFIGURED })).toEqual([
      expect.stringMatching(/^The LINK_SECRET set for this server is not the key .* unset it/),
    ]);
  });

  it('says the key is not in a backup made with LINK_SECRET, unless the same one is set', async () => {
    const manifest = await createBackup(
      { ...target(), linkSecret: CONFIGURED },
      path.join(folder, 'configured'),
    );
    expect(manifest.secretKey).toEqual({ inBackup: false, check: keyCheck(CONFIGURED) });
    const missing = secretKeyNotes(manifest, { dataDir: folder });
    expect(missing).toEqual([
      expect.stringContaining(
        'The backup does not hold the key the secrets were sealed with (LINK_SECRET was set ' +
          'outside the data folder): start the restored server with the same LINK_SECRET',
      ),
    ]);
    expect(secretKeyNotes(manifest, { dataDir: folder, linkSecret: CONFIGURED })).toEqual([]);
    expect(
      secretKeyNotes(manifest, { dataDir: folder, linkSecret: `${CONFIGURED}-other` }),
    ).toEqual([expect.stringMatching(/^The LINK_SECRET set for this server is not the key/)]);
    // A backup of before the key was recorded: nothing known, nothing said.
    const older: Manifest = { ...manifest, secretKey: undefined };
    expect(secretKeyNotes(older, { dataDir: folder })).toEqual([]);
  });

  it.skipIf(onPostgres)('a restore answers the note', async () => {
    const restoredDir = path.join(folder, 'restored');
    const restored = await restoreBackup({ dataDir: restoredDir }, path.join(folder, 'configured'));
    expect(restored.notes).toEqual([
      expect.stringContaining('The backup does not hold the key the secrets were sealed with'),
    ]);
    const withKey = await restoreBackup(
      { dataDir: restoredDir, linkSecret: CONFIGURED },
      path.join(folder, 'configured'),
      { force: true },
    );
    expect(withKey.notes).toEqual([]);
  });
});
