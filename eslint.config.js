// Lint rules that keep the layout of the project honest (see the README's layout section):
// generated ← src/lib ← src/components ← src/features ← src/routes ← src/app, no feature imports
// another feature, the server never imports the app, and no import cycles anywhere.
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
  message: 'A feature never imports another feature: move shared code to src/components or src/lib.',
}));

export default tseslint.config(
  { ignores: ['generated/**', 'dist/**', 'node_modules/**', '.codegen-check/**', 'data/**', 'src/app/routeTree.gen.ts', 'e2e/.dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
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
            { target: './server', from: './src', message: 'The server never imports the app.' },
            { target: './src', from: './server', message: 'The app never imports the server.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
