// No test reads a file outside the repository: a clone alone must pass its own tests.
// The specifications' list of operations lives in openapi/operations.txt for that reason. This
// looks for the ways a path leaves the checkout: the team's shared folder, or a step above the
// repository's root.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/contract.ts';

const TEST_FOLDERS = ['tests', 'server/test', 'e2e', 'contract-tests', 'bench'];
const SKIP = new Set(['node_modules', '.dist', 'screenshots', 'fixtures']);

/** Each way of naming a place outside the checkout, with what it means. */
const LEAVES_THE_REPOSITORY: [RegExp, string][] = [
  [/['"`](?:\.\.\/)*shared\/(?:seeds|contract|DESIGN)/, 'the shared folder of the team'],
  [/(?:resolve|join)\(\s*root\s*,\s*['"`]\.\.['"`/]/, 'a step above the repository root'],
];

/** What in `source` (a file at `file`, relative to the root) names a place outside the checkout. */
export function outsideReads(source: string, file = 'tests/probe.ts'): string[] {
  const found = LEAVES_THE_REPOSITORY.filter(([pattern]) => pattern.test(source)).map(
    ([, why]) => why,
  );
  // A relative path (an import or a file name) that climbs above the root from where it is written.
  for (const [, relative] of source.matchAll(/['"`]((?:\.\.\/)+[^'"`]*)['"`]/g)) {
    const target = path.resolve(root, path.dirname(file), relative);
    if (path.relative(root, target).startsWith('..'))
      found.push(`${relative} leaves the repository`);
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(relative));
    else if (/\.(?:ts|tsx|cjs|mjs|js)$/.test(entry.name)) files.push(relative);
  }
  return files;
}

describe('tests read only files inside the repository', () => {
  it('finds a read of the shared folder, a path climbing above the root, a step above it', () => {
    expect(outsideReads("readFileSync('../shared/contract/operations.txt')")).not.toEqual([]);
    expect(outsideReads("import x from '../../../../notes/a.md'", 'tests/app/x/a.test.ts')).toEqual(
      ['../../../../notes/a.md leaves the repository'],
    );
    expect(outsideReads("import x from '../../../src/a.ts'", 'tests/app/x/a.test.ts')).toEqual([]);
    expect(outsideReads("path.resolve(root, '../shared')")).not.toHaveLength(0);
    expect(outsideReads("path.join(root, 'openapi', 'operations.txt')")).toEqual([]);
  });

  it('has no test file that reads outside the repository', () => {
    const offenders = TEST_FOLDERS.flatMap(sourceFiles)
      .filter((file) => file !== 'tests/lint/inside-repository.test.ts')
      .map((file) => ({
        file,
        why: outsideReads(readFileSync(path.join(root, file), 'utf8'), file),
      }))
      .filter(({ why }) => why.length > 0);
    expect(offenders).toEqual([]);
  });
});
