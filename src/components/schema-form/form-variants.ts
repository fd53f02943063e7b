// The forms that render a request schema changed by the screen (one item of a list, fields left
// out, every field optional). The app validates with nothing but the Ajv standalone functions the
// codegen writes (scripts/form-validators.ts): a schema it derived at run time would have none,
// and compiling one in the browser needs `eval`, which the content security policy forbids. So
// every such change is declared here, as data, and the codegen makes the validators of each
// variant beside those of its operation (generated/validators/<operation>.js).
import { refName, type JsonSchema } from './json-schema';

export interface FormVariant {
  /** The operationId whose generated request schema the variant changes. */
  operation: string;
  /** The form renders this definition of `$defs` instead of the request body. */
  definition?: string;
  /** Properties the form does not ask for (left out of `properties` and `required`). */
  omit?: readonly string[];
  /** Every property may stay empty (the screen sends what is left as the contract wants it). */
  optional?: boolean;
}

export const FORM_VARIANTS = {
  // /business/register and the business signup ask for the company only: plan, cycle, seats and
  // currency belong to the upgrade pages, the terms are a checkbox of the screen.
  businessDraft: {
    operation: 'createBusiness',
    omit: ['currency', 'plan', 'cycle', 'amount_seats', 'gtc_accepted', 'dpa_accepted'],
  },
  // One invite per form, sent as {users: [invite]}.
  memberInvite: { operation: 'inviteBusinessMembers', definition: 'MemberInvite' },
  // The contract requires both fields but takes null to clear one.
  supportContact: { operation: 'updateBusinessSupportContact', optional: true },
} as const satisfies Record<string, FormVariant>;

export type FormVariantName = keyof typeof FORM_VARIANTS;

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

/** The schema of the named variant, from its operation's generated schema. */
export function formVariant(generated: object, name: FormVariantName): JsonSchema {
  const variant: FormVariant = FORM_VARIANTS[name];
  const id = String((generated as JsonSchema).$id);
  if (id !== `${variant.operation}.json`)
    throw new Error(`form variant ${name} derives from ${variant.operation}, not ${id}`);
  return deriveFormSchema(generated, variant);
}

/** The variants of one operation, for the codegen. */
export function variantsOf(operation: string): FormVariant[] {
  return Object.values(FORM_VARIANTS).filter((variant) => variant.operation === operation);
}
