// Maps a failed JSON Schema keyword to one of the product's default validation messages (
// docs/product.md#validation-messages, docs/product.md#validation), as a key of the `validation` namespace and the values it interpolates.
import { patternRule } from './pattern-rule';

export interface ValidationMessage {
  key: string;
  values?: Record<string, string | number>;
}

export interface FailedKeyword {
  /** The ajv keyword: `required`, `format`, `maxLength`… */
  keyword: string;
  params?: Record<string, unknown>;
  /** The schema of the field holding the keyword (for equal length bounds). */
  fieldSchema?: Record<string, unknown>;
  /** The value that failed. */
  value?: unknown;
}

const EMAIL_FORMATS = new Set(['email', 'idn-email']);

function lengthMessage(failed: FailedKeyword, key: 'maxLength' | 'minLength'): ValidationMessage {
  const { fieldSchema, params } = failed;
  // Equal bounds mean one exact length: 'The length of the entered field is invalid'.
  if (fieldSchema && fieldSchema.minLength === fieldSchema.maxLength) return { key: 'length' };
  const limit = Number(params?.limit ?? fieldSchema?.[key]);
  return { key, values: { limit } };
}

function typeMessage(params: Record<string, unknown> | undefined): ValidationMessage {
  const types = ([] as unknown[]).concat(params?.type ?? []);
  if (types.includes('integer')) return { key: 'integerOnly' };
  if (types.includes('number')) return { key: 'numberOnly' };
  return { key: 'invalid' };
}

export function validationMessage(failed: FailedKeyword): ValidationMessage {
  const { keyword, params } = failed;
  switch (keyword) {
    case 'required':
      return { key: 'required' };
    case 'format':
      return EMAIL_FORMATS.has(String(params?.format)) ? { key: 'email' } : { key: 'pattern' };
    case 'maxLength':
    case 'minLength':
      return lengthMessage(failed, keyword);
    case 'minItems':
      // The only minItems of the contract is 1: 'Please choose at least one value'.
      return Number(params?.limit ?? 1) <= 1
        ? { key: 'notEmpty' }
        : { key: 'minItems', values: { limit: Number(params?.limit) } };
    case 'maxItems':
      return { key: 'maxItems', values: { limit: Number(params?.limit) } };
    case 'pattern': {
      const rule = patternRule(String(params?.pattern ?? ''), failed.value);
      if (rule.kind === 'exclude') return { key: 'exclude', values: { character: rule.character } };
      return { key: rule.kind };
    }
    case 'type':
      return typeMessage(params);
    case 'multipleOf':
      return Number(params?.multipleOf) === 1 ? { key: 'integerOnly' } : { key: 'invalid' };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: keyword, values: { limit: Number(params?.limit) } };
    case 'uniqueItems':
      return { key: 'uniqueItems' };
    case 'enum':
    case 'const':
      return { key: 'choice' };
    default:
      return { key: 'invalid' };
  }
}
