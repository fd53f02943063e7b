// The schemas of the form variants codegen.config.ts declares (FORM_VARIANTS), derived from their
// operation's generated request schema: written to generated/schemas/variants/<name>.json for
// the screens, and compiled into the operation's validators (form-validators.ts).
import { FORM_VARIANTS, type FormVariant } from '../codegen.config.ts';
import { refName, type JsonSchema } from '../src/components/schema-form/json-schema.ts';

/** The operation's generated request schema changed as `variant` says (same `$id`). */
export function deriveFormSchema(generated: object, variant: FormVariant): JsonSchema {
  const schema = generated as JsonSchema;
  const name = variant.definition ?? refName(String(schema.$ref));
  const definition = schema.$defs?.[name];
  if (!definition) throw new Error(`${variant.operation}: no definition ${name}`);
  const omitted = new Set<string>(variant.omit ?? []);
  const properties = Object.fromEntries(
    Object.entries(definition.properties ?? {}).filter(([key]) => !omitted.has(key)),
  );
  const required = variant.optional
    ? []
    : (definition.required ?? []).filter((key) => !omitted.has(key));
  return {
    ...schema,
    $ref: `#/$defs/${name}`,
    $defs: { ...schema.$defs, [name]: { ...definition, properties, required } },
  };
}

/** The variants of one operation. */
export function variantsOf(operation: string): FormVariant[] {
  return Object.values(FORM_VARIANTS).filter((variant) => variant.operation === operation);
}
