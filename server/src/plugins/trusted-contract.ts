// fastify-openapi-glue validates the whole contract against the OpenAPI meta-schema every time it
// is registered: Ajv compiles the meta-schema and checks the document, about half a second of
// CPU at every start (issue 15). Our contract is validated where it is written (`npm run
// api:lint`, the contract tests), and the server only ever loads that committed, generated file,
// so while the glue registers, the meta-schema check is skipped; the glue still resolves the
// references and checks that every one of them points somewhere.
import { Validator } from '@seriousme/openapi-schema-validator';

type MetaSchemaValidator = ((specification: unknown) => boolean) & { errors?: null };

/** Runs `register` with the glue's meta-schema validation skipped, then puts it back. */
export async function withTrustedContract<T>(register: () => Promise<T>): Promise<T> {
  const prototype = Validator.prototype as unknown as {
    getAjvValidator(version: string): MetaSchemaValidator;
  };
  const original = prototype.getAjvValidator;
  prototype.getAjvValidator = () => Object.assign(() => true, { errors: null });
  try {
    return await register();
  } finally {
    prototype.getAjvValidator = original;
  }
}
