// Lint rules that keep the layout of the project honest (see the README's layout section):
// generated ← src/lib ← src/components ← src/features ← src/routes ← src/app, no feature imports
// another feature, the server never imports the app, and no import cycles anywhere. On the
// server, an area (server/src/areas/<tag>) meets another area, and the infrastructure meets an
// area, only through its index.ts; an area's rules import no Fastify, Kysely or plugin.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

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
    // Rules are pure: no HTTP, no database, no plugin (DESIGN.md §5).
    files: ['server/src/areas/*/rules.ts', 'server/src/areas/*/rules/**/*.ts'],
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
