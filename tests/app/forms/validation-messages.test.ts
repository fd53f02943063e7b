// The product's default validation messages (docs/product.md#validation-messages, docs/product.md#validation), per ajv keyword and locale.
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { errorTransformer } from '@/components/schema-form/translate-errors';
import { precompiledValidator } from '@/components/schema-form/validator';
import { validationMessage } from '@/components/schema-form/validation-message';
import { formAjv, formSchemas } from '../../../scripts/form-validators';
import { LOCALES, localeResources, testI18n } from './render-forms';

// One failing value per message; `expected` is the product's wording with {0} filled in.
const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['required'],
  properties: {
    required: { type: 'string' },
    email: { type: 'string', format: 'email' },
    maxLength: { type: 'string', maxLength: 5 },
    minLength: { type: 'string', minLength: 3, maxLength: 10 },
    strictLength: { type: 'string', minLength: 6, maxLength: 6 },
    exclude: { type: 'string', pattern: '^[^<>]*$' },
    notEmpty: { type: 'array', minItems: 1, items: { type: 'string' } },
    pattern: { type: 'string', pattern: '^https?://' },
    numberOnly: { type: 'number' },
    integerOnly: { type: 'integer' },
    digits: { type: 'string', pattern: '^[0-9]{6}$' },
    digitsLength: { type: 'string', pattern: '^[0-9]{6}$' },
    uppercase: { type: 'string', pattern: '^[A-Z]{2}$' },
  },
  $defs: { unused: { type: 'string' } },
} as RJSFSchema;
const DATA = {
  email: 'not-an-email',
  maxLength: 'abcdef',
  minLength: 'ab',
  strictLength: 'abc',
  exclude: 'a<b',
  notEmpty: [],
  pattern: 'ftp://x',
  numberOnly: 'x',
  integerOnly: 1.5,
  digits: '12a456',
  digitsLength: '123',
  uppercase: 'ch',
};
const EN_GB: Record<string, string> = {
  '.required': 'This field is required',
  '.email': 'Please enter a valid email',
  '.maxLength': 'You must enter a maximum of 5 characters',
  '.minLength': 'You must enter a minimum of 3 characters',
  '.strictLength': 'The length of the entered field is invalid',
  '.exclude': 'The < character is not allowed',
  '.notEmpty': 'Please choose at least one value',
  '.pattern': 'Invalid format',
  '.numberOnly': 'Please enter numbers only',
  '.integerOnly': 'Please enter whole numbers only',
  '.digits': 'Please enter numbers only',
  '.digitsLength': 'The length of the entered field is invalid',
  '.uppercase': 'Please enter uppercase letters only',
};

// The functions the codegen would write for SCHEMA (scripts/form-validators.ts: same Ajv, same
// ids), compiled here, run through the app's precompiled-validator adapter.
function validatorOf(schema: RJSFSchema) {
  const { root, schemas } = formSchemas(schema);
  const ajv = formAjv(schemas);
  const functions = Object.fromEntries(
    schemas.map((entry) => [String(entry.$id), ajv.getSchema(String(entry.$id))!]),
  );
  return precompiledValidator(functions as never, root);
}

async function messagesIn(locale: (typeof LOCALES)[number]) {
  const i18n = await testI18n(locale);
  const { errors } = validatorOf(SCHEMA).validateFormData(
    DATA,
    SCHEMA,
    undefined,
    errorTransformer(i18n.t),
  );
  return Object.fromEntries(
    errors.map((error) => [error.property?.replace(/^(?!\.)/, '.'), error.message]),
  );
}

describe('validation messages (Ajv 2020-12 through rjsf)', () => {
  it('gives the product wording in en-gb for every keyword', async () => {
    expect(await messagesIn('en-gb')).toEqual(EN_GB);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en-gb'))(
    'translates every message into %s',
    async (locale) => {
      const messages = await messagesIn(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(EN_GB).sort());
      for (const [field, message] of Object.entries(messages)) {
        expect(message, field).not.toBe(EN_GB[field]);
        expect(message, field).not.toMatch(/{{|validation\.|ß/);
      }
      expect(messages['.maxLength']).toContain('5');
      expect(messages['.exclude']).toContain('<');
    },
  );

  it('says in German what the product says in English', async () => {
    const messages = await messagesIn('de-ch');
    expect(messages['.required']).toBe('Dieses Feld ist erforderlich');
    expect(messages['.email']).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(messages['.maxLength']).toBe('Sie dürfen höchstens 5 Zeichen eingeben');
    expect(messages['.uppercase']).toBe('Bitte geben Sie nur Grossbuchstaben ein');
  });

  it('has the same keys in the validation namespace of every locale', () => {
    const keys = (locale: string) => Object.keys(localeResources(locale).validation ?? {}).sort();
    expect(keys('en-gb').length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect(keys(locale), locale).toEqual(keys('en-gb'));
  });
});

describe('validationMessage', () => {
  it('maps the remaining keywords', () => {
    expect(validationMessage({ keyword: 'minimum', params: { limit: 10 } })).toEqual({
      key: 'minimum',
      values: { limit: 10 },
    });
    expect(validationMessage({ keyword: 'minItems', params: { limit: 2 } }).key).toBe('minItems');
    expect(validationMessage({ keyword: 'format', params: { format: 'uuid' } }).key).toBe(
      'pattern',
    );
    expect(validationMessage({ keyword: 'enum' }).key).toBe('choice');
    expect(validationMessage({ keyword: 'somethingElse' }).key).toBe('invalid');
  });
});
