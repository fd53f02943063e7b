// The layering rules of eslint.config.js fire: a lower layer importing a higher one, a feature
// importing another feature, the server importing the app, an area of the server reaching into
// another area (or the infrastructure into an area) past its index.ts, an area's rules.ts
// importing Fastify, Kysely, a plugin or a store, and an import cycle (on the server, of types
// too) are all errors.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from '../support/contract.ts';

const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('stop src/lib from importing a feature', async () => {
    const ids = await ruleIdsFor(
      'src/lib/probe.ts',
      "import { LoginScreen } from '@/features/auth/login-screen';\nexport const x = LoginScreen;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('stop a feature from importing another feature', async () => {
    const ids = await ruleIdsFor(
      'src/features/user/probe.ts',
      "import { LoginScreen } from '@/features/auth/login-screen';\nexport const x = LoginScreen;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('let a feature import src/lib', async () => {
    const ids = await ruleIdsFor(
      'src/features/user/probe.ts',
      "import { endSession } from '@/lib/session';\nexport const x = endSession;\n",
    );
    expect(ids).toEqual([]);
  });
});

describe('server rooms', () => {
  it('stop an area from importing another area past its index.ts', async () => {
    const ids = await ruleIdsFor(
      'server/src/areas/signing/probe.ts',
      "import { findRequest } from '../signature-requests/store/load.ts';\nexport const x = findRequest;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it("let an area import another area's index.ts and its own files", async () => {
    const ids = await ruleIdsFor(
      'server/src/areas/signing/probe.ts',
      "import { findRequest } from '../signature-requests/index.ts';\n" +
        "import { SIGNING_LOCK_SECONDS } from './locks.ts';\n" +
        'export const x = [findRequest, SIGNING_LOCK_SECONDS];\n',
    );
    expect(ids).toEqual([]);
  });

  it('stop the infrastructure from importing an area past its index.ts', async () => {
    const ids = await ruleIdsFor(
      'server/src/plugins/probe.ts',
      "import { findRequest } from '../areas/signature-requests/store/load.ts';\nexport const x = findRequest;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it.each([['server/src/plugins/probe.ts'], ['server/src/rendering/probe.ts']])(
    'stop %s from importing an area at all, even its index.ts',
    async (file) => {
      const ids = await ruleIdsFor(
        file,
        "import { findRequest } from '../areas/signature-requests/index.ts';\nexport const x = findRequest;\n",
      );
      expect(ids).toContain('import-x/no-restricted-paths');
    },
  );

  it("let app.ts import an area's index.ts", async () => {
    const ids = await ruleIdsFor(
      'server/src/app.ts',
      "import { findRequest } from './areas/signature-requests/index.ts';\nexport const x = findRequest;\n",
    );
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it.each([
    ["import type { FastifyRequest } from 'fastify';\nexport type X = FastifyRequest;\n"],
    ["import { sql } from 'kysely';\nexport const x = sql;\n"],
    ["import { currentUser } from '../../plugins/security.ts';\nexport const x = currentUser;\n"],
    ["import { findRequest } from './store.ts';\nexport const x = findRequest;\n"],
  ])('stop rules.ts from importing %s', async (code) => {
    const ids = await ruleIdsFor('server/src/areas/signature-requests/rules/requests.ts', code);
    expect(ids).toContain('no-restricted-imports');
  });

  it("stop the rules.ts of an area's sub-folder from importing its store", async () => {
    const ids = await ruleIdsFor(
      'server/src/areas/signing/ltv/rules.ts',
      "import { ltvRow } from './store.ts';\nexport const x = ltvRow;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });
});

describe('import cycles', () => {
  it('are errors (the fixtures form one on purpose)', async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const [result] = await linter.lintFiles([`${root}/tests/lint/fixtures/cycle-a.ts`]);
    expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('are errors when only types tie them (import-x/no-cycle passes over those)', async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const [result] = await linter.lintFiles([`${root}/tests/lint/fixtures/type-cycle-a.ts`]);
    const ruleIds = result.messages.map((message) => message.ruleId);
    expect(ruleIds).not.toContain('import-x/no-cycle');
    expect(ruleIds).toContain('local/no-cycle-with-types');
  });
});
