// rjsf's `transformErrors`: replaces ajv's English messages with the product's translated messages.
import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { ErrorContext } from './validator';
import { validationMessage } from './validation-message';

/** Messages a screen words itself, by validation key (`required`, `email`…). */
export type ErrorWords = Partial<Record<string, string>>;

export function translateError(
  error: RJSFValidationError,
  t: TFunction,
  words?: ErrorWords,
): RJSFValidationError {
  const { value, fieldSchema, ...params } = (error.params ?? {}) as ErrorContext &
    Record<string, unknown>;
  const { key, values } = validationMessage({
    keyword: error.name ?? '',
    params,
    fieldSchema,
    value,
  });
  const message = words?.[key] ?? t(key, { ns: 'validation', ...values });
  return { ...error, message, stack: message };
}

export function errorTransformer(t: TFunction, words?: ErrorWords): ErrorTransformer {
  return (errors) => errors.map((error) => translateError(error, t, words));
}
