// Lint rules that keep the layout of the project honest (see the README's layout section):
// generated ← src/lib ← src/components ← src/features ← src/routes ← src/app, no feature imports
// another feature, the server never imports the app, and no import cycles anywhere (on the server
// not even of types: noCycleWithTypes below). On the server, an area (server/src/areas/<tag>)
// meets another area only through its index.ts; an area's rules import no Fastify, Kysely or
// plugin. tests/lint/layers.test.ts measures the rest: the infrastructure imports no area at all
// (app.ts hands it what it needs), and the server's folders stand in one order.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import { importSpecifiers } from './scripts/import-specifiers.mjs';

const layers = ['src/lib', 'src/components', 'src/features', 'src/routes', 'src/app'];
const layerZones = layers.slice(0, -1).map((target, index) => ({
  target: `./${target}`,
  from: layers.slice(index + 1).map((layer) => `./${layer}`),
  message: `${target} sits below ${layers.slice(index + 1).join(', ')} and must not import them.`,
}));
const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature never imports another feature: move shared code to src/components or src/lib.',
}));

const serverAreasDir = 'server/src/areas';
const serverAreas = existsSync(serverAreasDir)
  ? readdirSync(serverAreasDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
// The shared files of areas/ (handler types) may be imported by every area.
const areaShared = ['./handler.ts'];
const areaZones = serverAreas.map((area) => ({
  target: `./${serverAreasDir}/${area}`,
  from: `./${serverAreasDir}`,
  except: [`./${area}`, ...areaShared, ...serverAreas.map((other) => `./${other}/index.ts`)],
  message: 'An area imports another area only through its index.ts (its public face).',
}));
// The infrastructure (everything under server/src but areas/) uses an area only through its
// index.ts; app.ts builds the handler registry from areas/index.ts.
const infrastructure = existsSync('server/src')
  ? readdirSync('server/src', { withFileTypes: true })
      .filter((entry) => entry.name !== 'areas')
      .map((entry) => entry.name)
  : [];
const infrastructureZones = infrastructure.map((name) => ({
  target: `./server/src/${name}`,
  from: `./${serverAreasDir}`,
  except: ['./index.ts', ...areaShared, ...serverAreas.map((area) => `./${area}/index.ts`)],
  message: 'Server infrastructure uses an area only through its index.ts.',
}));
// The infrastructure the areas stand on imports no area at all: what it needs is handed to it
// (by app.ts, or in the call). plugins/security.ts and authenticate-first.ts, which resolve the
// caller of an operation, are left to the areas' typed caller.
const belowAreas = ['pades', 'rendering', 'mail', 'providers', 'db', 'security', 'storage'];
const belowAreaZones = [
  ...belowAreas.map((name) => `./server/src/${name}`),
  './server/src/plugins/!(security|authenticate-first).ts',
].map((target) => ({
  target,
  from: `./${serverAreasDir}`,
  message: 'This infrastructure imports no area: have the caller hand in what it needs.',
}));

// import-x/no-cycle passes over type-only imports (`import type`, `export type … from`), so two
// files tied by their types alone are no error there. On the server a cycle of types is a cycle
// all the same (neither file can be read, moved or split without the other): this rule follows
// every relative import of a file, types, re-exports and import() included, and reports the ones
// that lead back to it. Module augmentation (`declare module './schema.ts'`) is no import.
const importsOfFile = new Map();
function relativeSpecifiers(fileName, text) {
  return importSpecifiers(fileName, text).filter(isLocal);
}
/** A relative import, or the app's alias of src/ (`@/…`). */
const isLocal = (specifier) => specifier.startsWith('.') || specifier.startsWith('@/');
const appRoot = path.join(import.meta.dirname, 'src');
function resolveRelative(importer, specifier) {
  const target = specifier.startsWith('@/')
    ? path.join(appRoot, specifier.slice(2))
    : path.resolve(path.dirname(importer), specifier);
  return [
    target,
    target.replace(/\.js$/, '.ts'),
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}
function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const known = importsOfFile.get(file);
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const imports = relativeSpecifiers(file, readFileSync(file, 'utf8'))
    .map((specifier) => resolveRelative(file, specifier))
    .filter(Boolean);
  importsOfFile.set(file, { mtimeMs, imports });
  return imports;
}
/** A chain of imports from `start` back to `goal` (the files after start), or undefined. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const chain = queue.shift();
    for (const next of importsOf(chain.at(-1))) {
      if (next === goal) return chain;
      if (seen.has(next) || !/\.(ts|mts|tsx)$/.test(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return undefined;
}
const noCycleWithTypes = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle, type-only imports included.' },
    messages: { cycle: 'Import cycle (type imports count): {{chain}}' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !isLocal(specifier)) return;
      const target = resolveRelative(file, specifier);
      if (!target || target === file) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      const names = [file, ...chain, file].map((each) => path.relative(context.cwd, each));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      'build/**',
      'node_modules/**',
      '.codegen-check/**',
      'data/**',
      'src/app/routeTree.gen.ts',
      'e2e/.dist/**',
      // The error-reporting check's own build (it needs a DSN fixed at build time).
      'e2e/.dist-sentry/**',
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // Without these, import-x parses no TypeScript dependency and no-cycle never fires.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json', 'server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...featureZones,
            ...areaZones,
            ...infrastructureZones,
            ...belowAreaZones,
            { target: './server', from: './src', message: 'The server never imports the app.' },
            {
              target: ['./server/src/areas', './server/src/context.ts'],
              from: './server/src/plugins',
              message:
                'Areas and the context never import the plugins: a handler gets its caller as an argument (caller.ts).',
            },
            { target: './src', from: './server', message: 'The app never imports the server.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The server's and the app's imports make no cycle, not even of types (see noCycleWithTypes
    // above); the fixtures are the deliberate cycles tests/lint/boundaries.test.ts shows it catches.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'tests/lint/fixtures/**/*.ts'],
    plugins: { local: { rules: { 'no-cycle-with-types': noCycleWithTypes } } },
    rules: { 'local/no-cycle-with-types': 'error' },
  },
  {
    // A server transaction runs through inTransaction, which runs it again when PostgreSQL aborts
    // it as a deadlock victim or serialization failure (server/src/db/transaction.ts).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message:
            'Run the transaction with inTransaction (db/transaction.ts), which retries deadlocks; for work that must not run twice, disable this rule on the line and say why.',
        },
      ],
    },
  },
  {
    // Rules are pure: no HTTP, no database, no plugin (docs/architecture.md#server-areas).
    files: ['server/src/areas/**/rules.ts', 'server/src/areas/**/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', '@fastify/*'],
              message: 'rules.ts is pure: no Fastify.',
            },
            {
              group: ['kysely', 'kysely/*'],
              message: 'rules.ts is pure: SQL belongs in the store.',
            },
            { group: ['**/plugins/**'], message: 'rules.ts is pure: no plugins.' },
            {
              group: ['**/store', '**/store.ts', '**/store/**'],
              message: 'rules.ts is pure: no store.',
            },
          ],
        },
      ],
    },
  },
);
