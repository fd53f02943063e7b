// The layering rules of eslint.config.js fire: a lower layer importing a higher one, a feature
// importing another feature, and the server importing the app are all errors.
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
