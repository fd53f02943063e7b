// What Ajv's raw errors carry that the translated messages need (translate-errors.ts), kept
// for them by the forms' precompiled validators (validator.ts).
import type { Localizer } from '@rjsf/validator-ajv8';

/** What the error messages need besides ajv's params: the value and the schema of the field. */
export interface ErrorContext {
  value?: unknown;
  fieldSchema?: Record<string, unknown>;
}

// rjsf hands `transformErrors` only ajv's `params`; the value (for "The {0} character is not
// allowed") and the field's schema (equal min and max length) are copied there while ajv's raw
// errors, made verbose at codegen, still carry them.
export const keepContext: Localizer = (errors) => {
  for (const error of errors ?? []) {
    Object.assign(error.params, {
      value: error.data,
      fieldSchema: error.parentSchema,
    } satisfies ErrorContext);
  }
};
