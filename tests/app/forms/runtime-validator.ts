// Ajv's runtime validator, as the schema forms used it before their validators were generated at
// codegen time: for tests only, to compare the generated validators with it and to
// try the form's templates on schemas of a test's own, which the codegen makes nothing for. The
// app never compiles a schema (src/components/schema-form/validator.ts).
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { keepContext } from '@/components/schema-form/error-context';

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
