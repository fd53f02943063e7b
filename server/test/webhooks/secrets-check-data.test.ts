// check:data and the stored secrets: sealed webhook secrets (also the one a rotation keeps) pass;
// a webhook secret in clear and one that does not open with the deployment's key are findings,
// and so is every sealed secret when the deployment has no key; the npm script reports them and
// exits 1.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { secretPurpose } from '../../src/areas/webhooks/index.ts';
import { checkData, formatReport } from '../../src/check-data/index.ts';
import { createSecretBox } from '../../src/security/secret-box.ts';
import { user } from '../business/support.ts';
import { registerWebhook, startWebhooks, type WebhookCtx } from './support.ts';

vi.setConfig({ testTimeout: 120_000 });

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const CLEAR = 'whsec_written-in-clear-by-hand-0123456789';

let ctx: WebhookCtx;
beforeAll(async () => {
  ctx = await startWebhooks();
});
afterAll(() => ctx?.server.close());

const check = (secretBox: Parameters<typeof checkData>[0]['secretBox']) =>
  checkData(
    {
      db: ctx.server.testDb.db,
      storage: ctx.server.app.context.storage,
      filesDir: path.join(ctx.server.testDb.dataDir, 'files'),
      clock: ctx.server.app.context.clock,
      log: { info: () => {}, error: () => {} },
      database: ctx.server.testDb.kind,
      secretBox,
    },
    { graceSeconds: 0 },
  );

async function cli() {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/check-data.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: ctx.server.testDb.dataDir,
          DATABASE_URL: ctx.server.testDb.databaseUrl ?? '',
        },
      },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
}

describe('check:data on the stored secrets', () => {
  it('passes sealed secrets, reports one in clear and one that does not open', async () => {
    const box = ctx.server.app.context.secretBox;
    const anna = await user(ctx);
    const hooks = [];
    for (let i = 0; i < 3; i += 1) {
      hooks.push(
        await registerWebhook(ctx, anna.auth, {
          url: `https://erp.muster-treuhand.ch/hooks/${i}`,
          events: ['request.completed'],
        }),
      );
    }
    const [kept, clear, foreign] = hooks;
    const rotated = await ctx.inject({
      method: 'POST',
      url: `/v1/webhooks/${kept!.id}/rotate-secret`,
      headers: anna.auth,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);

    const clean = await check(box);
    expect(clean.problems).toEqual([]);
    expect(clean.secrets).toBe(4);
    expect(formatReport(clean)).toContain(
      'secrets:      4 secrets checked; 0 in clear, 0 that do not open',
    );

    const db = ctx.server.testDb.db;
    await db
      .updateTable('webhook_endpoints')
      .set({ secret: CLEAR })
      .where('id', '=', clear!.id)
      .execute();
    // Sealed with another deployment's key.
    const otherKey = createSecretBox('another-deployment-link-secret-0123456789');
    await db
      .updateTable('webhook_endpoints')
      .set({ secret: otherKey.seal(CLEAR, secretPurpose(foreign!.id)) })
      .where('id', '=', foreign!.id)
      .execute();

    const damaged = await check(box);
    expect(damaged.ok).toBe(false);
    expect(damaged.problems).toHaveLength(2);
    expect(damaged.problems).toEqual(
      expect.arrayContaining([
        {
          kind: 'clear_secret',
          subject: `webhook ${clear!.id}`,
          detail: 'its signing secret is stored in clear, not sealed',
          repairable: false,
        },
        expect.objectContaining({
          kind: 'unsealable_secret',
          subject: `webhook ${foreign!.id}`,
        }),
      ]),
    );
    expect(formatReport(damaged)).toContain('1 in clear, 1 that do not open');
    // The report never prints a secret.
    expect(formatReport(damaged)).not.toContain(CLEAR);

    // Without any key every sealed secret is a finding (the rotated one's two, and the foreign).
    const keyless = await check('missing');
    expect(keyless.problems.filter((p) => p.kind === 'unsealable_secret')).toHaveLength(3);
    expect(keyless.problems.filter((p) => p.kind === 'clear_secret')).toHaveLength(1);

    // The npm script opens them with the deployment's key (DATA_DIR/link-secret here).
    const { code, stdout } = await cli();
    expect(code, stdout).toBe(1);
    expect(stdout).toContain(`[clear_secret] webhook ${clear!.id}`);
    expect(stdout).toContain(`[unsealable_secret] webhook ${foreign!.id}`);
    expect(stdout).not.toContain(`webhook ${kept!.id}`);
    expect(stdout).not.toContain(CLEAR);
  });
});
