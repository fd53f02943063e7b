// The layers of the server, measured on its own imports (server-imports.ts: `import type` and
// `export … from` included): no file of server/src imports itself back through others; the
// rooms (a top file, a folder of server/src, an area's folder) stand on floors, each above what
// it imports, but for the imports named below that run back up; the infrastructure imports no
// area (it is handed what it needs: a function, data, or a port it types and an area implements);
// and no area and not the context import a plugin.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/contract.ts';
import { circles, floorsOfRooms, roomOf, serverImports } from './server-imports.ts';

const srcDir = path.join(root, 'server/src');
const imports = serverImports(srcDir);
const key = ({ from, to }: { from: string; to: string }) => `${from} → ${to}`;

/**
 * The imports that still run back up, each with why it stays: none. An operation that needs an
 * area standing on its own tag's area lives in that higher area's operations/ (the generated
 * registry finds it by file name): the business's statistics in activity, a document's reads in
 * signature-requests, the user's terms, qualities detail and update in members, identification
 * and auth.
 */
const ALLOWED_BACK_UP = new Map<string, string>([]);

/** Folders of the infrastructure. */
const INFRASTRUCTURE = [
  'pades/',
  'rendering/',
  'mail/',
  'plugins/',
  'providers/',
  'db/',
  'security/',
  'storage/',
];

describe('server layers', () => {
  it('have no file that imports itself back through others', () => {
    const fileCircles = circles(imports.map(({ from, to }) => [from, to] as const));
    expect(fileCircles).toEqual([]);
  });

  it('stand the rooms on floors, each above what it imports, but for the named imports', () => {
    const floors = floorsOfRooms(imports, new Set(ALLOWED_BACK_UP.keys()));
    const roomCircles = circles(
      imports
        .filter((each) => !ALLOWED_BACK_UP.has(key(each)))
        .map(({ from, to }) => [roomOf(from), roomOf(to)] as const)
        .filter(([from, to]) => from !== to),
    );
    expect(roomCircles, 'rooms that import each other').toEqual([]);
    expect(floors).toBeDefined();
    // Each named import is still there and still runs back up (else it leaves the list).
    const present = new Set(imports.map(key));
    for (const allowed of ALLOWED_BACK_UP.keys()) {
      expect(present.has(allowed), `${allowed} is no import any more`).toBe(true);
      const [from, to] = allowed.split(' → ');
      expect(
        floors!.get(roomOf(from))! < floors!.get(roomOf(to))!,
        `${allowed} runs down: drop it from the list`,
      ).toBe(true);
    }
  });

  it('keep the infrastructure off the areas', () => {
    const offenders = imports
      .filter(({ from }) => INFRASTRUCTURE.includes(roomOf(from)))
      .filter(({ to }) => to.startsWith('areas/'))
      .map(key);
    expect(offenders).toEqual([]);
  });

  it('keep the context off the plugins', () => {
    const offenders = imports
      .filter(({ from, to }) => from === 'context.ts' && to.startsWith('plugins/'))
      .map(key);
    expect(offenders).toEqual([]);
  });

  it('keep the areas off the plugins', () => {
    const offenders = imports
      .filter(({ from, to }) => from.startsWith('areas/') && to.startsWith('plugins/'))
      .map(key);
    expect(offenders).toEqual([]);
  });
});
