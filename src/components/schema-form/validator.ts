// The one Ajv validator of every schema form. The generated schemas are JSON Schema draft
// 2020-12 with `$defs` (generated/schemas/*.json): the default Ajv class only knows draft-07 and
// refuses their `$schema`, so rjsf is given the 2020-12 class.
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { Localizer } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';

/** What the error messages need besides ajv's params: the value and the schema of the field. */
export interface ErrorContext {
  value?: unknown;
  fieldSchema?: Record<string, unknown>;
}

// rjsf hands `transformErrors` only ajv's `params`; the value (for "The {0} character is not
// allowed") and the field's schema (equal min and max length) are copied there while ajv's raw
// errors, made verbose by rjsf, still carry them.
const keepContext: Localizer = (errors) => {
  for (const error of errors ?? []) {
    Object.assign(error.params, {
      value: error.data,
      fieldSchema: error.parentSchema,
    } satisfies ErrorContext);
  }
};

export const schemaValidator = customizeValidator(
  {
    AjvClass: Ajv2020 as unknown as NonNullable<
      Parameters<typeof customizeValidator>[0]
    >['AjvClass'],
    // The contract marks secrets with `format: password`, a UI hint rather than a rule.
    customFormats: { password: () => true },
  },
  keepContext,
);
