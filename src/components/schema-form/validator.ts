// The validators of the schema forms, without an Ajv compiler in the app: each form's schema is
// compiled at codegen time into Ajv standalone functions (generated/validators/<operationId>.js,
// made by scripts/form-validators.ts), loaded with the form that needs them, and run through
// rjsf's precompiled-validator adapter, which turns Ajv's errors into rjsf's as the runtime
// validator did (so the translated messages are unchanged).
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { keepContext } from './error-context';

export type { ErrorContext } from './error-context';

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

let runtime: ValidatorType | undefined;

function covers(functions: ValidatorFunctions, root: RJSFSchema): boolean {
  return hashForSchema(root) in functions;
}

/**
 * The validator of a form rendering `root` for `operation`, if already loaded (a form shown
 * again renders at once): the precompiled functions when they were made for this very schema,
 * else Ajv at run time (runtime-validator.ts) for a schema the screen derived from the generated
 * one.
 */
export function loadedFormValidator(
  operation: string,
  root: RJSFSchema,
): ValidatorType | undefined {
  const functions = loaded.get(operation);
  if (!functions) return undefined;
  return covers(functions, root) ? precompiledValidator(functions, root) : runtime;
}

/** Loads what `loadedFormValidator` needs for `operation` (the generated schema's operationId). */
export async function loadFormValidator(operation: string, root: RJSFSchema): Promise<void> {
  let functions = loaded.get(operation);
  if (!functions) {
    const load = modules[`../../../generated/validators/${operation}.js`];
    functions = load ? await load() : {};
    loaded.set(operation, functions);
  }
  if (!covers(functions, root) && !runtime)
    runtime = (await import('./runtime-validator')).runtimeValidator;
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
