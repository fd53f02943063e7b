// The validators of the schema forms, without an Ajv compiler in the app: each form's schema is
// compiled at codegen time into Ajv standalone functions (generated/validators/<operationId>.js,
// made by scripts/form-validators.ts), loaded with the form that needs them, and run through
// rjsf's precompiled-validator adapter, which turns Ajv's errors into rjsf's as the runtime
// validator did (so the translated messages are unchanged).
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import {
  createPrecompiledValidator,
  type Localizer,
  type ValidatorFunctions,
} from '@rjsf/validator-ajv8';

/** What the error messages need besides ajv's params: the value and the schema of the field. */
export interface ErrorContext {
  value?: unknown;
  fieldSchema?: Record<string, unknown>;
}

// rjsf hands `transformErrors` only ajv's `params`; the value (for "The {0} character is not
// allowed") and the field's schema (equal min and max length) are copied there while ajv's raw
// errors, made verbose at codegen, still carry them.
const keepContext: Localizer = (errors) => {
  for (const error of errors ?? []) {
    Object.assign(error.params, {
      value: error.data,
      fieldSchema: error.parentSchema,
    } satisfies ErrorContext);
  }
};

/** rjsf's validator over one form's precompiled functions; `root` is the schema the form renders. */
export function precompiledValidator(
  functions: ValidatorFunctions,
  root: RJSFSchema,
): ValidatorType {
  return createPrecompiledValidator(functions, root, keepContext);
}

// One lazy module per form: a screen downloads only the validators of the forms it shows.
const modules = import.meta.glob<ValidatorFunctions>('../../../generated/validators/*.js', {
  import: 'default',
});
const loaded = new Map<string, ValidatorFunctions>();

/** The functions of `operation` if already loaded (a form shown again renders at once). */
export function loadedValidatorFunctions(operation: string): ValidatorFunctions | undefined {
  return loaded.get(operation);
}

/** Loads the functions of `operation` (the generated schema's operationId). */
export async function loadValidatorFunctions(operation: string): Promise<ValidatorFunctions> {
  const cached = loaded.get(operation);
  if (cached) return cached;
  const load = modules[`../../../generated/validators/${operation}.js`];
  if (!load) throw new Error(`No generated validators for the form schema ${operation}`);
  const functions = await load();
  loaded.set(operation, functions);
  return functions;
}

/**
 * Stands in while a form's validators download (a few KB, usually before anyone can type): it
 * finds no errors, and the form holds a submit made meanwhile until the real ones validate it.
 */
export const pendingValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => false,
  rawValidation: () => ({ errors: undefined, validationError: undefined }),
};
