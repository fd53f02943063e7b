// The validators of the schema forms, without an Ajv compiler in the app: each form's schema is
// compiled at codegen time into Ajv standalone functions (generated/validators/<operationId>.js,
// made by scripts/form-validators.ts), loaded with the form that needs them, and run through
// rjsf's precompiled-validator adapter, which turns Ajv's errors into rjsf's as Ajv's runtime
// validator did (so the translated messages are unchanged). Nothing is compiled in the browser:
// the content security policy allows no `eval`, which Ajv's compiler needs. A screen that
// changes a generated schema declares the change in codegen.config.ts (FORM_VARIANTS), so the
// codegen writes the changed schema and its validators too.
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

/**
 * The validator of a form rendering `root` for `operation`, if already loaded (a form shown
 * again renders at once). A schema the codegen made no functions for is a programming error (a
 * change of the generated schema not declared in codegen.config.ts): it throws rather than let
 * the form accept anything.
 */
export function loadedFormValidator(
  operation: string,
  root: RJSFSchema,
): ValidatorType | undefined {
  const functions = loaded.get(operation);
  if (!functions) return undefined;
  if (!(hashForSchema(root) in functions))
    throw new Error(
      `No generated validator for this form of ${operation}: declare it in FORM_VARIANTS of codegen.config.ts and run the codegen`,
    );
  return precompiledValidator(functions, root);
}

/** Loads what `loadedFormValidator` needs for `operation` (the generated schema's operationId). */
export async function loadFormValidator(operation: string): Promise<void> {
  if (loaded.has(operation)) return;
  const load = modules[`../../../generated/validators/${operation}.js`];
  loaded.set(operation, load ? await load() : {});
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
