// The set-ups the tests share are said once, in their kits: the browser journeys' sign-up,
// confirmation from the outbox and log-in (e2e/lib/accounts.ts; the stories' label-driven way in
// e2e/stories/lib/people.ts), and the server tests' independent checkers of a signed PDF
// (server/test/kit/signed-pdf.ts). A copy elsewhere drifts from the kit unseen — one journey
// waits for another page, one test trusts another root — so this fails on the first copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/contract.ts';

// Built bundles (.dist, .dist-sentry: the journeys' builds) and outputs are no test source.
const SKIP = new Set(['node_modules', '.dist', '.dist-sentry', 'screenshots', 'fixtures']);
const THIS_FILE = 'tests/lint/test-kits.test.ts';

interface Kit {
  /** What the kit says once. */
  name: string;
  /** The folders whose files must leave it to the kit. */
  folders: string[];
  /** The kit's own files. */
  kit: string[];
  /** Each way a file spells out a part of it, with what that part is. */
  spelled: [RegExp, string][];
}

const KITS: Kit[] = [
  {
    name: 'sign-up, confirmation and log-in',
    folders: ['e2e'],
    kit: ['e2e/lib/accounts.ts', 'e2e/stories/lib/people.ts'],
    spelled: [
      [/pathname === ['"`]\/signup\/mail-sent['"`]/, 'waits for the sign-up to be sent'],
      [/linkIn\([^)]*\/signup\/confirm/, 'reads the confirmation link from the outbox'],
      [/signup-confirm"\]\[data-result/, 'waits for the confirmation page'],
      [/['"`]\/v1\/register['"`]/, 'signs up through the API'],
      [/['"`]\/v1\/valid-confirmation['"`]/, 'confirms through the API'],
      [/['"`]signup-confirm:login['"`]/, 'logs in from the confirmation page'],
      [/\bfillLogIn\(/, "fills the stories' login form"],
    ],
  },
  {
    name: 'the independent checkers of a signed PDF',
    folders: ['server/test', 'tests', 'bench'],
    kit: ['server/test/kit/signed-pdf.ts'],
    spelled: [
      [/['"`]cms['"`],\s*['"`]-verify['"`]/, 'runs openssl cms -verify'],
      [/['"`]ts['"`],\s*['"`]-verify['"`]/, 'runs openssl ts -verify'],
      [/\b(?:run|execFile|execFileSync|spawn|spawnSync)\(\s*['"`]pdfsig['"`]/, 'runs pdfsig'],
      [/\)\(\s*['"`]pdfsig['"`]/, 'runs pdfsig'],
    ],
  },
];

/** What of `kit` the source spells out itself. */
export function spelledOut(kit: Kit, source: string): string[] {
  return kit.spelled.filter(([pattern]) => pattern.test(source)).map(([, what]) => what);
}

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(relative));
    else if (/\.(?:ts|tsx|mjs|js)$/.test(entry.name)) files.push(relative);
  }
  return files;
}

const [accounts, signedPdf] = KITS;

describe('test kits stay single', () => {
  it('recognises each spelling of a kit', () => {
    expect(spelledOut(accounts, "linkIn(mail, '/signup/confirm?token=')")).toHaveLength(1);
    expect(
      spelledOut(accounts, "await page.waitForURL((url) => url.pathname === '/signup/mail-sent')"),
    ).toHaveLength(1);
    expect(spelledOut(accounts, "await api(base, '/v1/register', body)")).toHaveLength(1);
    expect(spelledOut(accounts, "post(base, '/v1/valid-confirmation', { token })")).toHaveLength(1);
    expect(spelledOut(accounts, "getByRole('link', { name: t('signup-confirm:login') })")).toEqual([
      'logs in from the confirmation page',
    ]);
    expect(
      spelledOut(accounts, 'await signUpConfirmAndLogIn(page, base, { first, email })'),
    ).toEqual([]);
    expect(
      spelledOut(signedPdf, "run('openssl', [\n  'cms',\n  '-verify',\n  '-binary'])"),
    ).toEqual(['runs openssl cms -verify']);
    expect(spelledOut(signedPdf, "openssl('ts', '-verify', '-data', file)")).toEqual([
      'runs openssl ts -verify',
    ]);
    expect(spelledOut(signedPdf, "await run('pdfsig', ['-nssdir', nss, file])")).toEqual([
      'runs pdfsig',
    ]);
    expect(spelledOut(signedPdf, "await promisify(execFile)('pdfsig', [file])")).toEqual([
      'runs pdfsig',
    ]);
    expect(spelledOut(signedPdf, "openssl('crl', '-in', file, '-verify', '-noout')")).toEqual([]);
    expect(spelledOut(signedPdf, 'await checkSignedPdf(pdf, trust)')).toEqual([]);
  });

  for (const kit of KITS) {
    it(`no test file outside its kit spells out ${kit.name}`, () => {
      const offenders = kit.folders
        .flatMap(sourceFiles)
        .filter((file) => file !== THIS_FILE && !kit.kit.includes(file))
        .map((file) => ({
          file,
          spells: spelledOut(kit, readFileSync(path.join(root, file), 'utf8')),
        }))
        .filter(({ spells }) => spells.length > 0);
      expect(offenders).toEqual([]);
    });
  }
});
