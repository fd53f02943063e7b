// The fallback for a form whose schema a screen derives from a generated one at run time (one
// item of a list, a field made optional, enums filled per language): no precompiled functions
// can exist for it, so Ajv compiles it in the browser. Loaded only by such forms, never by the
// first screens (validator.ts decides).
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { keepContext } from './error-context';

export const runtimeValidator = customizeValidator(
  {
    // The generated schemas are draft 2020-12 (`$defs`), which the default Ajv class refuses.
    AjvClass: Ajv2020 as unknown as NonNullable<
      Parameters<typeof customizeValidator>[0]
    >['AjvClass'],
    // The contract marks secrets with `format: password`, a UI hint rather than a rule.
    customFormats: { password: () => true },
  },
  keepContext,
);
