// Regenerating from openapi/ gives exactly the committed generated/: nobody edited it by hand
// and nobody forgot to run `npm run codegen` after changing the contract.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REGISTRY_FILE, registryModule } from '../../scripts/server-registry.ts';
import { root } from '../support/contract.ts';

// Same depth as generated/, so relative imports inside the output are identical.
const scratch = path.join(root, '.codegen-check');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('generated/', () => {
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is exactly what `npm run codegen` produces', () => {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/codegen.ts', '--out', '.codegen-check'],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
    const committed = filesUnder(path.join(root, 'generated'));
    const fresh = filesUnder(scratch);
    expect(fresh).toEqual(committed);
    const differing = fresh.filter(
      (file) =>
        readFileSync(path.join(scratch, file), 'utf8') !==
        readFileSync(path.join(root, 'generated', file), 'utf8'),
    );
    expect(differing).toEqual([]);
  }, 300_000);

  it('holds the pieces the app and the server build on', () => {
    const files = filesUnder(path.join(root, 'generated'));
    expect(files).toContain('openapi.json');
    expect(files).toContain('openapi.d.ts');
    expect(files.some((f) => /^api\/[\w-]+\/[\w-]+\.msw\.ts$/.test(f))).toBe(true);
    expect(files.some((f) => /^schemas\/login\w*\.json$/.test(f))).toBe(true);
    for (const file of files.filter((f) => f.endsWith('.ts'))) {
      const head = readFileSync(path.join(root, 'generated', file), 'utf8').slice(0, 400);
      expect(head, file).toMatch(/Do not edit/i);
    }
  });
});

describe("the server's handler registry", () => {
  it('is exactly what `npm run registry` writes from the operation files', () => {
    expect(readFileSync(path.join(root, REGISTRY_FILE), 'utf8')).toBe(registryModule(root));
  });
});
