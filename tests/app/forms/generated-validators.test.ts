// The forms' Ajv standalone validators made by the codegen (generated/validators/, written by
// scripts/form-validators.ts): one per form schema, found by the hash rjsf looks the root up with,
// and running Ajv's runtime helpers (string length by code points) and formats.
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { prepareSchema } from '@/components/schema-form/form-schema';
import type { JsonSchema } from '@/components/schema-form/json-schema';

const schemas = import.meta.glob<JsonSchema>('../../../generated/schemas/*.json', {
  eager: true,
  import: 'default',
});
const validators = import.meta.glob<ValidatorFunctions>('../../../generated/validators/*.js', {
  eager: true,
  import: 'default',
});
const operationOf = (file: string) => /([^/]+)\.(json|js)$/.exec(file)![1];

function rootValidator(operation: string) {
  const schema = prepareSchema(schemas[`../../../generated/schemas/${operation}.json`]);
  const functions = validators[`../../../generated/validators/${operation}.js`];
  return functions[hashForSchema(schema as RJSFSchema)];
}

describe('generated form validators', () => {
  it('exist for every form schema, under the hash of the schema the form renders', () => {
    expect(Object.keys(validators).map(operationOf).sort()).toEqual(
      Object.keys(schemas).map(operationOf).sort(),
    );
    for (const operation of Object.keys(schemas).map(operationOf))
      expect(rootValidator(operation), operation).toBeTypeOf('function');
  });

  it('apply required, format and the length in code points (registerUser)', () => {
    const validate = rootValidator('registerUser');
    const valid = { email: 'anna@example.ch', password: 'x', firstName: 'Anna', lastName: 'Test' };
    expect(validate(valid)).toBe(true);
    expect(validate({ ...valid, email: 'anna' })).toBe(false);
    expect(validate.errors?.map((error) => error.keyword)).toEqual(['format']);
    // 100 emoji are 100 characters for the rule, though 200 UTF-16 units.
    expect(validate({ ...valid, firstName: '😀'.repeat(100) })).toBe(true);
    expect(validate({ ...valid, firstName: '😀'.repeat(101) })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      keyword: 'maxLength',
      instancePath: '/firstName',
      // verbose: the messages need the value and the field's schema
      data: '😀'.repeat(101),
      parentSchema: { maxLength: 100 },
    });
    expect(validate({ password: 'x' })).toBe(false);
    expect(validate.errors?.map((error) => error.params)).toContainEqual({
      missingProperty: 'email',
    });
  });
});
