// The server's rooms (docs/architecture.md#server-areas), checked on the files as they are: one folder per contract tag
// under server/src/areas with an index.ts, one operation file per implemented operationId named
// after it, in its tag's area or the higher area it needs (or, for the handlers one factory builds, a line of the area's operations/table.ts:
// the generated registry finds both), SQL only in an area's store, and no hand-written server file over 400 lines. The
// import rules (index.ts only, pure rules) are ESLint's (boundaries.test.ts shows they fire).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pendingIssueFor } from '../../server/src/areas/pending.ts';
import { HTTP_METHODS, loadContract, root, type Json } from '../support/contract.ts';

const areasDir = path.join(root, 'server/src/areas');
const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** operationId → tag, for every operation of the contract. */
function operationTags(): Map<string, string> {
  const tags = new Map<string, string>();
  const paths = loadContract().paths as Record<string, Record<string, Json>>;
  for (const item of Object.values(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as { operationId?: string; tags?: string[] } | undefined;
      if (operation?.operationId) tags.set(operation.operationId, operation.tags?.[0] ?? '');
    }
  }
  return tags;
}

const areas = readdirSync(areasDir).filter((name) =>
  statSync(path.join(areasDir, name)).isDirectory(),
);
const isStore = (file: string) => /\/store(\.ts|\/)/.test(file.replace(/\\/g, '/'));
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\(|\bsql`|\bsql<[^>]*>`/;

/** The operationIds an area's operations/table.ts lists (its keys, one a line). */
function tableOf(area: string): Set<string> {
  const file = path.join(areasDir, area, 'operations', 'table.ts');
  if (!existsSync(file)) return new Set();
  return new Set([...readFileSync(file, 'utf8').matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]));
}

describe('server areas', () => {
  const tags = operationTags();

  it('are one folder per contract tag, each with an index.ts', () => {
    const contractTags = new Set(tags.values());
    for (const area of areas) {
      expect(contractTags, `areas/${area} is not a tag of the contract`).toContain(area);
      expect(existsSync(path.join(areasDir, area, 'index.ts')), `areas/${area}/index.ts`).toBe(
        true,
      );
    }
  });

  it('keep each implemented operation in a file named after its operationId', () => {
    const misplaced: string[] = [];
    for (const [operationId, tag] of tags) {
      if (pendingIssueFor(tag, operationId) || tableOf(tag).has(operationId)) continue;
      // Its tag's area, or a higher area whose pieces it needs (the layers test keeps it there).
      const inSomeArea = areas.some((area) =>
        existsSync(path.join(areasDir, area, 'operations', `${kebab(operationId)}.ts`)),
      );
      if (!inSomeArea)
        misplaced.push(`${operationId} → areas/${tag}/operations/${kebab(operationId)}.ts`);
    }
    expect(misplaced).toEqual([]);
  });

  it('hold no file in operations/ that is not an operation', () => {
    const strays: string[] = [];
    for (const area of areas) {
      const dir = path.join(areasDir, area, 'operations');
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) {
        const id = name.replace(/\.ts$/, '');
        const known = [...tags.keys()].some((operationId) => kebab(operationId) === id);
        if (name !== 'table.ts' && !known) strays.push(`areas/${area}/operations/${name}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('write SQL only in their store', () => {
    const offenders = areas.flatMap((area) =>
      filesUnder(path.join(areasDir, area))
        .filter((file) => file.endsWith('.ts') && !isStore(file))
        .filter((file) => SQL.test(readFileSync(file, 'utf8')))
        .map((file) => path.relative(root, file)),
    );
    expect(offenders).toEqual([]);
  });
});

describe('server files', () => {
  it('are at most 400 lines when written by hand', () => {
    const tooLong = filesUnder(path.join(root, 'server'))
      .filter((file) => /\.(ts|mjs)$/.test(file))
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 400)
      .map(({ file, lines }) => `${path.relative(root, file)} (${lines})`);
    expect(tooLong).toEqual([]);
  });
});
