// Ajv standalone validators of the schema forms, made at codegen time so the app ships no Ajv
// compiler (about 41 KB gzip on every screen with a form). One ES module per request schema,
// generated/validators/<operationId>.js, loaded by the form that renders it
// (src/components/schema-form/validator.ts). Each module's default export is rjsf's
// `ValidatorFunctions` map for that form: the form's root schema and every sub-schema rjsf may
// test with `isValid` (oneOf, anyOf, if, dependencies: @rjsf/utils' schemaParser), keyed by the
// hash rjsf looks them up with — what @rjsf/validator-ajv8's compileSchemaValidatorsCode does,
// but as ESM (its output is CommonJS and its ids are no valid export names). The variants a
// screen renders of the operation's schema (FORM_VARIANTS in codegen.config.ts) are in
// the same map: the app compiles no schema at run time.
import { createRequire } from 'node:module';
import {
  hashForSchema,
  ID_KEY,
  RJSF_ADDITIONAL_PROPERTIES_FLAG,
  schemaParser,
  type RJSFSchema,
} from '@rjsf/utils';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { FORM_VALIDATOR_AJV_OPTIONS } from '../codegen.config.ts';
import { prepareSchema } from '../src/components/schema-form/form-schema.ts';
import type { JsonSchema } from '../src/components/schema-form/json-schema.ts';
import { deriveFormSchema, variantsOf } from './form-variants.ts';

const require = createRequire(import.meta.url);

/**
 * The Ajv the forms validate with: the settings of codegen.config.ts, ajv-formats, on the draft
 * 2020-12 class the generated schemas are written in.
 */
export function formAjv(schemas: RJSFSchema[] = []) {
  const ajv = new Ajv2020({ ...FORM_VALIDATOR_AJV_OPTIONS, schemas });
  addFormats(ajv);
  // The contract marks secrets with `format: password`, a UI hint rather than a rule.
  ajv.addFormat('password', true);
  ajv.addKeyword(RJSF_ADDITIONAL_PROPERTIES_FLAG);
  return ajv;
}

/** The schemas rjsf validates for one form, each with the hash it is looked up by. */
export function formSchemas(generated: object): { root: RJSFSchema; schemas: RJSFSchema[] } {
  const root = prepareSchema(generated as JsonSchema) as RJSFSchema;
  const schemas = Object.entries(schemaParser(root)).map(([hash, schema]) => ({
    ...(schema as RJSFSchema),
    [ID_KEY]: hash,
  }));
  // schemaParser keys the root by its hash as well; make sure it is there under that key.
  const rootHash = hashForSchema(root);
  if (!schemas.some((schema) => schema[ID_KEY] === rootHash))
    schemas.push({ ...root, [ID_KEY]: rootHash });
  return { root, schemas };
}

// Ajv's standalone code reaches its runtime helpers and ajv-formats' formats with require():
// turned into imports so the module is plain ESM for the bundler. They are CommonJS modules
// marked `__esModule`; what `import * as` gives for them differs — the bundler maps their
// `exports.default` to the namespace's `default`, Node (the tests) gives all of `module.exports`
// as `default` — so each is taken back to what require() would have returned.
function requiresToImports(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_, module: string) => {
    // Resolve now so a missing helper fails the codegen, not the browser.
    require.resolve(module);
    if (!modules.has(module)) modules.set(module, `dependency${modules.size}`);
    return modules.get(module)!;
  });
  const imports = [...modules].map(
    ([module, name]) =>
      `import * as ${name}Module from "${module}";\n` +
      `const ${name} = "__esModule" in Object(${name}Module.default) ? ${name}Module.default : ${name}Module;`,
  );
  return `${imports.join('\n')}\n${body}`;
}

/**
 * The schemas rjsf validates for an operation's forms: those of its generated schema and of
 * each declared variant, once each (variants share most of their sub-schemas).
 */
export function operationFormSchemas(generated: object, operation: string): RJSFSchema[] {
  const forms = [generated, ...variantsOf(operation).map((v) => deriveFormSchema(generated, v))];
  const byHash = new Map<string, RJSFSchema>();
  for (const form of forms)
    for (const schema of formSchemas(form).schemas)
      if (!byHash.has(String(schema[ID_KEY]))) byHash.set(String(schema[ID_KEY]), schema);
  return [...byHash.values()];
}

/** The ES module of one operation's form validators (deterministic: same schema, same text). */
export function formValidatorModule(generated: object, operation: string, header: string): string {
  const schemas = operationFormSchemas(generated, operation);
  const ajv = formAjv(schemas);
  const names: Record<string, string> = {};
  schemas.forEach((schema, index) => (names[`validate${index}`] = String(schema[ID_KEY])));
  const code = requiresToImports(standaloneCode(ajv, names));
  const map = Object.entries(names)
    .map(([name, hash]) => `  ${JSON.stringify(hash)}: ${name},`)
    .join('\n');
  return `// ${header}\n// eslint-disable\n${code}\nexport default {\n${map}\n};\n`;
}
