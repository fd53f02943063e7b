// rjsf's `transformErrors`: replaces ajv's English messages with the product's translated messages.
import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { ErrorContext } from './validator';
import { validationMessage } from './validation-message';

export function translateError(error: RJSFValidationError, t: TFunction): RJSFValidationError {
  const { value, fieldSchema, ...params } = (error.params ?? {}) as ErrorContext &
    Record<string, unknown>;
  const { key, values } = validationMessage({
    keyword: error.name ?? '',
    params,
    fieldSchema,
    value,
  });
  const message = t(key, { ns: 'validation', ...values });
  return { ...error, message, stack: message };
}

export function errorTransformer(t: TFunction): ErrorTransformer {
  return (errors) => errors.map((error) => translateError(error, t));
}
