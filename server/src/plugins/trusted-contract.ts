// fastify-openapi-glue validates the whole contract every time it is registered: Ajv compiles the
// OpenAPI meta-schema and checks the document against it (about half a second of CPU), then the
// validator walks a deep copy of the document to check that every reference resolves (70-90 ms
// more), and only then does the glue resolve the references for real. At every start.
// Our contract is validated where it is written (`npm run api:lint`, the contract tests), and the
// server only ever loads that committed, generated file, so while the glue registers, the
// validator's check is replaced by reading the document's version. A reference that points
// nowhere still stops the start: the glue's own resolution fails on it ("Can't resolve …").
import { Validator } from '@seriousme/openapi-schema-validator';

const VERSIONS = ['3.2', '3.1', '3.0'];

interface ValidatorState {
  specification?: unknown;
  version?: string;
  specificationVersion?: string;
  specificationType?: string;
}

type Validate = (
  this: ValidatorState,
  data: unknown,
) => Promise<{ valid: boolean; errors?: string }>;

/** The validator's `validate` for a trusted document: records it and its version, checks nothing. */
const trustedValidate: Validate = async function (data) {
  const openapi = (data as { openapi?: unknown } | null)?.openapi;
  const version =
    typeof openapi === 'string' ? VERSIONS.find((v) => openapi.startsWith(v)) : undefined;
  if (!version) return { valid: false, errors: 'The contract names no OpenAPI 3 version.' };
  this.specification = data;
  this.version = version;
  this.specificationVersion = openapi as string;
  this.specificationType = 'openapi';
  return { valid: true };
};

/** Runs `register` with the glue's validation of the contract skipped, then puts it back. */
export async function withTrustedContract<T>(register: () => Promise<T>): Promise<T> {
  const prototype = Validator.prototype as unknown as { validate: Validate };
  const original = prototype.validate;
  prototype.validate = trustedValidate;
  try {
    return await register();
  } finally {
    prototype.validate = original;
  }
}
