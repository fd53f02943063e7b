// `npm run codegen [-- --out DIR]`: turns openapi/ into DIR (default generated/), wiped first.
//   1. DIR/openapi.json     the bundled contract (Redocly)
//   2. DIR/api, DIR/model   orval: react-query hooks + MSW handlers per tag, models
//   3. DIR/openapi.d.ts     openapi-typescript: paths and operations for the server
//   4. DIR/schemas/*.json   one JSON Schema per JSON request body, for the forms
//   5. DIR/validators/*.js  each form schema's Ajv standalone validators (scripts/form-validators.ts)
//   6. DIR/server/*.ts      the operations' security schemes (scripts/server-registry.ts; the
//                           handler registry is the server's own: npm run registry)
//   7. DIR/rows/*.json      one JSON Schema per row of a listed resource, for the tables
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { FORM_VARIANTS, GENERATED_HEADER } from '../codegen.config.ts';
import { formValidatorModule } from './form-validators.ts';
import { deriveFormSchema } from './form-variants.ts';
import { extractRequestSchemas, type OpenApiDocument } from './request-schemas.ts';
import { operationSchemesModule } from './server-registry.ts';
import { extractRowSchemas } from './row-schemas.ts';

const root = path.resolve(import.meta.dirname, '..');
const outArg = process.argv.indexOf('--out');
const out = path.resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'generated');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const tsHeader = `${GENERATED_HEADER.map((line) => `// ${line}`).join('\n')}\n`;

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bundled = path.join(out, 'openapi.json');
execFileSync(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '-o', bundled, '--ext', 'json'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const doc = JSON.parse(readFileSync(bundled, 'utf8')) as OpenApiDocument;
// JSON has no comments: the note travels as a specification extension.
writeJson(bundled, { 'x-generated': GENERATED_HEADER.join(' '), ...doc });

execFileSync(bin('orval'), ['--config', 'codegen.config.ts'], {
  cwd: root,
  env: { ...process.env, CODEGEN_OUT: path.relative(root, out) },
  stdio: ['ignore', 'ignore', 'inherit'],
});

// orval 7 (the newest whose engines accept Node 20) leaves its output unformatted: prettier with
// the project's settings makes the generated code readable and its diffs small.
execFileSync(
  bin('prettier'),
  [
    '--write',
    '--log-level',
    'warn',
    '--ignore-path',
    '',
    path.join(out, 'api'),
    path.join(out, 'model'),
  ],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

// orval's index files come without the header: every generated file must carry it.
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !file.endsWith('.ts')) continue;
  const text = readFileSync(file, 'utf8');
  if (!text.includes(GENERATED_HEADER[0])) writeFileSync(file, tsHeader + text);
}

const ast = await openapiTS(doc as never, { alphabetize: true });
writeFileSync(path.join(out, 'openapi.d.ts'), tsHeader + astToString(ast));

const schemaDir = path.join(out, 'schemas');
mkdirSync(schemaDir);
const schemas = extractRequestSchemas(doc, GENERATED_HEADER.join(' '));
for (const [operationId, schema] of Object.entries(schemas)) {
  writeJson(path.join(schemaDir, `${operationId}.json`), schema);
}
// The screens' variants of a request schema (codegen.config.ts), each beside its operation's.
const variantDir = path.join(schemaDir, 'variants');
mkdirSync(variantDir);
for (const [name, variant] of Object.entries(FORM_VARIANTS)) {
  const generated = schemas[variant.operation];
  if (!generated) throw new Error(`form variant ${name}: no request schema ${variant.operation}`);
  writeJson(path.join(variantDir, `${name}.json`), deriveFormSchema(generated, variant));
}
const validatorDir = path.join(out, 'validators');
mkdirSync(validatorDir);
for (const [operationId, schema] of Object.entries(schemas)) {
  writeFileSync(
    path.join(validatorDir, `${operationId}.js`),
    formValidatorModule(schema, operationId, GENERATED_HEADER.join(' ')),
  );
}
const serverDir = path.join(out, 'server');
mkdirSync(serverDir);
writeFileSync(
  path.join(serverDir, 'operation-schemes.ts'),
  operationSchemesModule(doc as Parameters<typeof operationSchemesModule>[0], tsHeader),
);
const rowDir = path.join(out, 'rows');
mkdirSync(rowDir);
const rows = extractRowSchemas(doc, GENERATED_HEADER.join(' '));
for (const [name, schema] of Object.entries(rows)) {
  writeJson(path.join(rowDir, `${name}.json`), schema);
}
writeFileSync(path.join(out, 'README.md'), `# generated/\n\n${GENERATED_HEADER.join('\n')}\n`);
console.log(
  `codegen: ${Object.keys(doc.paths).length} paths, ${Object.keys(schemas).length} form schemas, ${Object.keys(rows).length} row schemas → ${path.relative(root, out)}/`,
);
