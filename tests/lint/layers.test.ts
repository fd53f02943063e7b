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
 * The imports that still run back up, each with why it stays. All sit in operation files
 * (areas/<area>/operations), which take another area's function that itself stands on the
 * importing area: the statistics of a business count the seals, API users and activity that
 * need the business; a document's operations ask the signature requests (which hold documents)
 * who may read it; the user's operations reach the areas built on users. They go when those
 * operations are handed the function (or the piece moves to the lower area) as the operations
 * are rewritten for the typed caller.
 */
const ALLOWED_BACK_UP = new Map<string, string>([
  [
    'areas/business/operations/get-business-statistics.ts → areas/activity/index.ts',
    'statistics count signatures by quality (activity stands on business)',
  ],
  [
    'areas/business/operations/get-business-statistics.ts → areas/api-users/index.ts',
    'statistics count API users (api-users stands on business)',
  ],
  [
    'areas/business/operations/get-business-statistics.ts → areas/seals/index.ts',
    'statistics count seals (seals stand on business)',
  ],
  [
    'areas/documents/operations/download-document.ts → areas/signature-requests/index.ts',
    'who may read a document is asked of its request (requests hold documents)',
  ],
  [
    'areas/documents/operations/get-document-page.ts → areas/signature-requests/index.ts',
    'who may read a document is asked of its request (requests hold documents)',
  ],
  [
    'areas/documents/operations/get-document.ts → areas/signature-requests/index.ts',
    'who may read a document is asked of its request (requests hold documents)',
  ],
  [
    'areas/user/operations/accept-terms.ts → areas/members/index.ts',
    'accepting the terms accepts pending invitations (members stand on users)',
  ],
  [
    'areas/user/operations/get-signature-qualities-detail.ts → areas/identification/index.ts',
    'the qualities detail lists identifications (identification stands on users)',
  ],
  [
    'areas/user/operations/update-user.ts → areas/auth/index.ts',
    'changing the e-mail starts its confirmation (auth stands on users)',
  ],
]);

/** Folders of the infrastructure, and the plugin files that are the callers' (not yet typed). */
const INFRASTRUCTURE = [
  'signing/',
  'rendering/',
  'mail/',
  'plugins/',
  'providers/',
  'db/',
  'security/',
  'storage/',
];
const CALLER_PLUGINS = ['plugins/security.ts', 'plugins/authenticate-first.ts'];

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
      .filter(({ from }) => INFRASTRUCTURE.includes(roomOf(from)) && !CALLER_PLUGINS.includes(from))
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
