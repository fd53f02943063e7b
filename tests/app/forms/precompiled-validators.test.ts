// The forms' validators as the app runs them (validator.ts: the codegen's Ajv standalone
// functions in generated/validators/, no compiler in the browser, so no eval) against the Ajv
// runtime validator the forms used before (@rjsf/validator-ajv8's customizeValidator on the draft
// 2020-12 class): the same errors with the same translated messages, for real forms and for the
// variants screens declare (FORM_VARIANTS of codegen.config.ts, written to
// generated/schemas/variants/); a schema changed without a declaration has no
// validator and says so instead of accepting anything.
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import addDomainSchema from '@generated/schemas/addBusinessDomain.json';
import registerSchema from '@generated/schemas/registerUser.json';
import draft from '@generated/schemas/variants/businessDraft.json';
import invite from '@generated/schemas/variants/memberInvite.json';
import contact from '@generated/schemas/variants/supportContact.json';
import { prepareSchema } from '@/components/schema-form/form-schema';
import type { JsonSchema } from '@/components/schema-form/json-schema';
import { errorTransformer } from '@/components/schema-form/translate-errors';
import { loadFormValidator, loadedFormValidator } from '@/components/schema-form/validator';
import { testI18n } from './render-forms';
import { runtimeValidator } from './runtime-validator';

async function appValidator(generated: object) {
  const root = prepareSchema(generated as JsonSchema) as RJSFSchema;
  const operation = String((generated as JsonSchema).$id).replace(/\.json$/, '');
  await loadFormValidator(operation);
  return { root, validator: loadedFormValidator(operation, root) };
}

/** Field → translated messages, as the form shows them, from one validator. */
async function messages(
  validator: NonNullable<ReturnType<typeof loadedFormValidator>>,
  root: RJSFSchema,
  data: object,
  locale: 'en-gb' | 'de-ch' = 'en-gb',
) {
  const { t } = await testI18n(locale);
  const { errors } = validator.validateFormData(data, root, undefined, errorTransformer(t));
  const byField: Record<string, string[]> = {};
  // rjsf names a missing property without the leading dot of the others.
  for (const error of errors)
    (byField[(error.property ?? '').replace(/^(?!\.)/, '.')] ??= []).push(String(error.message));
  return byField;
}

/** The messages of the app's validator, checked equal to the runtime validator's. */
async function sameAsBefore(generated: object, data: object, locale?: 'en-gb' | 'de-ch') {
  const { root, validator } = await appValidator(generated);
  expect(validator).toBeDefined();
  const now = await messages(validator!, root, data, locale);
  expect(now).toEqual(await messages(runtimeValidator, root, data, locale));
  return now;
}

describe('precompiled form validators', () => {
  it('give the runtime validator’s required and e-mail messages (registerUser)', async () => {
    const data = { email: 'anna', password: 'x' };
    expect(await sameAsBefore(registerSchema, data)).toEqual({
      '.email': ['Please enter a valid email'],
      '.firstName': ['This field is required'],
      '.lastName': ['This field is required'],
    });
    expect(await sameAsBefore(registerSchema, data, 'de-ch')).toEqual({
      '.email': ['Bitte geben Sie eine gültige E-Mail-Adresse ein'],
      '.firstName': ['Dieses Feld ist erforderlich'],
      '.lastName': ['Dieses Feld ist erforderlich'],
    });
  });

  it('give the runtime validator’s pattern message (addBusinessDomain)', async () => {
    expect(await sameAsBefore(addDomainSchema, { domain: 'not a domain' })).toEqual({
      '.domain': ['Invalid format'],
    });
    expect(await sameAsBefore(addDomainSchema, { domain: 'muster-treuhand.ch' })).toEqual({});
  });

  it('cover the business draft: required, e-mail and the upper-case country', async () => {
    const found = await sameAsBefore(draft, { email: 'info', country: 'ch' });
    expect(found).toMatchObject({
      '.name': ['This field is required'],
      '.email': ['Please enter a valid email'],
      '.country': ['Please enter uppercase letters only'],
    });
    // The fields the screen does not ask for are not required of it.
    expect(Object.keys(found)).not.toContain('.plan');
    expect(Object.keys(found)).not.toContain('.gtc_accepted');
  });

  it('cover one invite and the support contact whose fields may stay empty', async () => {
    expect(await sameAsBefore(invite, { email: 'bruno' })).toMatchObject({
      '.email': ['Please enter a valid email'],
    });
    expect(await sameAsBefore(contact, {})).toEqual({});
    expect(await sameAsBefore(contact, { email: 'support' })).toEqual({
      '.email': ['Please enter a valid email'],
    });
  });

  const variants = import.meta.glob<JsonSchema>('../../../generated/schemas/variants/*.json', {
    import: 'default',
    eager: true,
  });
  it('exist for every declared variant', async () => {
    expect(Object.keys(variants)).toHaveLength(3);
    for (const [file, variant] of Object.entries(variants)) {
      const { validator } = await appValidator(variant);
      expect(validator, file).toBeDefined();
    }
  });

  it('refuse a schema changed at run time without a declaration', async () => {
    const changed = { ...registerSchema, $defs: { ...registerSchema.$defs, Extra: {} } };
    await expect(appValidator(changed)).rejects.toThrow(/No generated validator .* registerUser/);
  });
});
