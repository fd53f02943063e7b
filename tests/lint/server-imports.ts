// The import graph of server/src read from the source itself with the TypeScript compiler's
// parser (scripts/import-specifiers.mjs, which ESLint's type-cycle rule reads too): every kind of
// import and re-export whose specifier names a file of server/src. Type-only imports count: a cycle
// of types is still two files that cannot be understood (or moved) one without the other.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { importSpecifiers } from '../../scripts/import-specifiers.mjs';

/** An import of one server file by another, both relative to server/src ("signing/index.ts"). */
export interface Import {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|mts|mjs)$/;
const DECLARATION = /\.d\.m?ts$/;

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full, base);
    return SOURCE.test(name) && !DECLARATION.test(name) ? [path.relative(base, full)] : [];
  });
}

/** The server file a relative specifier names, or undefined (a package, or outside server/src). */
function resolve(srcDir: string, importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(path.join(srcDir, importer)), specifier);
  const candidates = [
    target,
    target.replace(/\.js$/, '.ts'),
    target.replace(/\.mjs$/, '.mts'),
    `${target}.ts`,
    path.join(target, 'index.ts'),
  ];
  const file = candidates.find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!file) return undefined;
  const relative = path.relative(srcDir, file);
  return relative.startsWith('..') ? undefined : relative;
}

/** Every import between two files of srcDir (each pair once). */
export function serverImports(srcDir: string): Import[] {
  const imports = new Map<string, Import>();
  for (const from of sourceFiles(srcDir)) {
    const text = readFileSync(path.join(srcDir, from), 'utf8');
    for (const specifier of importSpecifiers(from, text)) {
      const to = resolve(srcDir, from, specifier);
      if (to && to !== from) imports.set(`${from} → ${to}`, { from, to });
    }
  }
  return [...imports.values()];
}

/**
 * The room a file belongs to: a top file of server/src is its own room, as is a top file of
 * areas/ (handler.ts, index.ts); any other file belongs to its folder under server/src, or to its
 * area's folder under areas/ ("signing/", "areas/billing/").
 */
export function roomOf(file: string): string {
  const parts = file.split(path.sep);
  if (parts.length === 1) return file;
  if (parts[0] === 'areas') return parts.length === 2 ? file : `areas/${parts[1]}/`;
  return `${parts[0]}/`;
}

/** Strongly connected groups of more than one node (Tarjan), each sorted, for a directed graph. */
export function circles(edges: ReadonlyArray<readonly [string, string]>): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return groups;
}

/**
 * The floor of each room once the given imports are set aside: floor 1 imports no other room,
 * every other room stands one floor above the highest room it imports. Undefined when the rooms
 * still import each other in a loop.
 */
export function floorsOfRooms(
  imports: readonly Import[],
  setAside: ReadonlySet<string>,
): Map<string, number> | undefined {
  const below = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [roomFrom, roomTo] = [roomOf(from), roomOf(to)];
    for (const room of [roomFrom, roomTo]) if (!below.has(room)) below.set(room, new Set());
    if (roomFrom !== roomTo && !setAside.has(`${from} → ${to}`)) below.get(roomFrom)!.add(roomTo);
  }
  const floors = new Map<string, number>();
  const visiting = new Set<string>();
  const floorOf = (room: string): number | undefined => {
    if (floors.has(room)) return floors.get(room);
    if (visiting.has(room)) return undefined;
    visiting.add(room);
    let floor = 1;
    for (const lower of below.get(room)!) {
      const lowerFloor = floorOf(lower);
      if (lowerFloor === undefined) return undefined;
      floor = Math.max(floor, lowerFloor + 1);
    }
    visiting.delete(room);
    floors.set(room, floor);
    return floor;
  };
  for (const room of below.keys()) if (floorOf(room) === undefined) return undefined;
  return floors;
}
