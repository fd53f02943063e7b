// The server's two written files:
//   generated/server/operation-schemes.ts  (npm run codegen, from the contract) each operationId →
//                         the security schemes its `security` allows (the types of
//                         openapi-typescript do not carry `security`); areas/handler.ts derives
//                         the caller a handler receives from it.
//   server/src/areas/registry.gen.ts  (npm run registry, from the server's files) the registry
//                         of handlers, found by convention: every
//                         server/src/areas/<area>/operations/<operation-id>.ts (the kebab-case
//                         operationId) exports the camelCase operationId, and an area's
//                         operations/table.ts exports `table`, the handlers one factory builds.
//                         The registry is typed as exactly one handler per operation of the
//                         contract: a missing or an extra handler fails the typecheck.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Document {
  security?: Record<string, unknown>[];
  paths: Record<string, Record<string, unknown>>;
}

/** operationId → the scheme names its `security` (or the document's) lists, in order. */
export function operationSchemes(doc: Document): Map<string, string[]> {
  const schemes = new Map<string, string[]>();
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as
        { operationId: string; security?: Record<string, unknown>[] } | undefined;
      if (!operation) continue;
      const security = operation.security ?? doc.security ?? [];
      schemes.set(operation.operationId, [...new Set(security.flatMap((s) => Object.keys(s)))]);
    }
  }
  return new Map([...schemes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function operationSchemesModule(doc: Document, header: string): string {
  const lines = [...operationSchemes(doc)].map(
    ([id, names]) => `  ${id}: ${names.length ? names.map((n) => `'${n}'`).join(' | ') : 'never'};`,
  );
  return `${header}
// The security schemes each operation's \`security\` allows (never: a public operation).
export interface OperationSchemes {
${lines.join('\n')}
}
`;
}

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Where the registry is written, from the repository's root. */
export const REGISTRY_FILE = 'server/src/areas/registry.gen.ts';

const REGISTRY_HEADER = `// Written by \`npm run registry\` from the files under server/src/areas/*/operations/.
// Do not edit by hand: add, move or remove an operation file and run it again.
`;

/** The registry module: every handler file and table of the areas, imported beside them. */
export function registryModule(root: string): string {
  const areasDir = path.join(root, 'server', 'src', 'areas');
  const out = path.dirname(path.join(root, REGISTRY_FILE));
  const header = REGISTRY_HEADER;
  const files: { name: string; from: string }[] = [];
  const tables: { name: string; from: string }[] = [];
  const relative = (file: string) => `./${path.relative(out, file).split(path.sep).join('/')}`;
  const areas = readdirSync(areasDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const area of areas) {
    const dir = path.join(areasDir, area, 'operations');
    let names: string[];
    try {
      names = readdirSync(dir)
        .filter((n) => n.endsWith('.ts'))
        .sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      if (name === 'table.ts') tables.push({ name: `${camel(area)}Table`, from: relative(file) });
      else files.push({ name: camel(name.slice(0, -'.ts'.length)), from: relative(file) });
    }
  }
  const imports = [
    `import type { Handler, OperationId } from '${relative(path.join(areasDir, 'handler.ts'))}';`,
    ...files.map(({ name, from }) => `import { ${name} } from '${from}';`),
    ...tables.map(({ name, from }) => `import { table as ${name} } from '${from}';`),
  ];
  // Single handlers first: a table repeating one of them fails the typecheck (TS2783).
  const members = [
    ...files.map(({ name }) => `  ${name},`),
    ...tables.map(({ name }) => `  ...${name},`),
  ];
  return `${header}
// Every handler of the server, found by convention (scripts/server-registry.ts).
${imports.join('\n')}

export const operationHandlers = {
${members.join('\n')}
} satisfies { [K in OperationId]: Handler<K> };
`;
}
