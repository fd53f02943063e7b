// Secrets at rest: every webhook secret the tests received (at creation and rotation)
// and the SSO client secret a business saved are absent from every byte the deployment keeps —
// the SQLite file, its -wal and -shm, and a backup made of it (on PostgreSQL: the columns, and the
// data folder and backup as well) — while deliveries still verify with them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createBackup } from '../../src/backup/backup.ts';
import { useSsoWorld } from '../auth/sso-world.ts';
import { CLIENT_SECRET } from '../support/oidc-stand-in.ts';
import { Receiver, verify } from './receiver.ts';
import { registerWebhook } from './support.ts';

vi.setConfig({ testTimeout: 180_000 });

const sso = useSsoWorld({
  config: { webhooks: { allowPrivateAddresses: true, pollMs: 0, timeoutMs: 2_000 } },
});

/** Every file under `dir`, with its bytes. */
function filesUnder(dir: string): { file: string; bytes: Buffer }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, bytes: readFileSync(file) };
    });
}

describe('secrets at rest', () => {
  it('no webhook or SSO client secret the tests made is in any file of the data folder or a backup', async () => {
    const { ctx } = sso.world;
    const context = ctx.server.app.context;
    const receiver = await new Receiver().start();
    try {
      const company = await sso.withProvider();
      const secrets: string[] = [CLIENT_SECRET];
      const personal = await registerWebhook(ctx, company.admin.auth, {
        url: receiver.url,
        events: ['request.created'],
      });
      const ofBusiness = await registerWebhook(ctx, company.admin.auth, {
        url: receiver.url,
        events: ['request.completed'],
        business_id: company.id,
      });
      const given = await registerWebhook(ctx, company.admin.auth, {
        url: receiver.url,
        events: ['request.created'],
        secret: 'whsec_given-by-the-integrator-0123456789',
      });
      secrets.push(personal.secret, ofBusiness.secret, given.secret);
      const rotation = await ctx.inject({
        method: 'POST',
        url: `/v1/webhooks/${ofBusiness.id}/rotate-secret`,
        headers: company.admin.auth,
      });
      expect(rotation.statusCode, rotation.body).toBe(200);
      const rotated = rotation.json().secret as string;
      secrets.push(rotated);
      expect(secrets.filter((s) => s.startsWith('whsec_'))).toHaveLength(4);

      // The sealed secrets still sign: a delivery to each verifies with the secret answered.
      for (const [hook, secret] of [
        [personal, personal.secret],
        [ofBusiness, rotated],
        [ofBusiness, ofBusiness.secret],
        [given, given.secret],
      ] as const) {
        const test = await ctx.inject({
          method: 'POST',
          url: `/v1/webhooks/${hook.id}/test`,
          headers: company.admin.auth,
        });
        expect(test.statusCode, test.body).toBe(201);
        await context.webhooks.runDue();
        const last = receiver.received.at(-1)!;
        expect(verify(secret, last.headers, last.body)).toBe(true);
      }

      const { testDb } = ctx.server;
      if (testDb.kind === 'postgres') {
        const rows = await testDb.db
          .selectFrom('webhook_endpoints')
          .select(['secret', 'previous_secret'])
          .execute();
        expect(rows).toHaveLength(3);
        const stored = JSON.stringify(rows);
        for (const secret of secrets) expect(stored).not.toContain(secret);
        const provider = await testDb.db
          .selectFrom('identity_providers')
          .select('client_secret_sealed')
          .execute();
        expect(JSON.stringify(provider)).not.toContain(CLIENT_SECRET);
      }
      await createBackup(
        { dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl },
        path.join(testDb.dataDir, 'backups', 'secrets-at-rest'),
      );

      const files = filesUnder(testDb.dataDir);
      const names = files.map((f) => path.relative(testDb.dataDir, f.file));
      if (testDb.kind === 'sqlite') {
        expect(names).toEqual(
          expect.arrayContaining([
            'signing.sqlite',
            'signing.sqlite-wal',
            'signing.sqlite-shm',
            path.join('backups', 'secrets-at-rest', 'signing.sqlite'),
          ]),
        );
      } else {
        expect(names).toContain(path.join('backups', 'secrets-at-rest', 'database.pgdump'));
      }
      for (const { file, bytes } of files) {
        for (const secret of secrets) {
          expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
        }
      }
      // The search itself finds what is there: the sealed value is in the database file.
      if (testDb.kind === 'sqlite') {
        const sealed = await testDb.db
          .selectFrom('webhook_endpoints')
          .select('secret')
          .where('id', '=', personal.id)
          .executeTakeFirstOrThrow();
        const database = Buffer.concat(
          files.filter((f) => /signing\.sqlite(-wal)?$/.test(f.file)).map((f) => f.bytes),
        );
        expect(database.includes(Buffer.from(sealed.secret))).toBe(true);
      }
    } finally {
      await receiver.close();
    }
  });
});
