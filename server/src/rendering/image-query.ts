// The resizing parameters of an address outside the contract (the placeholder images under
// /img/{name}.webp), checked by the same bounds the contract gives the image operations
// (components/parameters/Image*.yaml): a bad value is a 400 validation_failed pointing at it.
import { invalidInput, type FieldError } from '../domain-errors.ts';
import {
  MAX_IMAGE_SIDE,
  type ImageFit,
  type ImageParams,
  type ImagePosition,
} from './image-variants.ts';

const FORMATS = ['webp', 'png', 'jpeg'] as const;
const FITS: readonly ImageFit[] = ['inside', 'contain', 'cover', 'fill', 'outside'];
const POSITIONS: readonly ImagePosition[] = [
  'center',
  'top',
  'right-top',
  'right',
  'right-bottom',
  'bottom',
  'left-bottom',
  'left',
  'left-top',
  'entropy',
  'attention',
];
const KNOWN = new Set(['width', 'height', 'format', 'quality', 'fit', 'position']);

function integer(value: string, name: string, max: number, errors: FieldError[]) {
  const number = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (number >= 1 && number <= max) return number;
  errors.push({
    pointer: `/query/${name}`,
    detail: `must be an integer from 1 to ${max}`,
  });
  return undefined;
}

function oneOf<T extends string>(
  value: string,
  name: string,
  allowed: readonly T[],
  errors: FieldError[],
) {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  errors.push({
    pointer: `/query/${name}`,
    detail: `must be one of ${allowed.join(', ')}`,
  });
  return undefined;
}

/** The parameters of a query string, or 400 naming every bad or unknown one. */
export function parseImageQuery(query: Record<string, string | string[] | undefined>): ImageParams {
  const errors: FieldError[] = [];
  const params: ImageParams = {};
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (!KNOWN.has(name)) {
      errors.push({
        pointer: `/query/${name}`,
        detail: 'is not a parameter',
      });
    } else if (name === 'width' || name === 'height') {
      params[name] = integer(value, name, MAX_IMAGE_SIDE, errors);
    } else if (name === 'quality') {
      params.quality = integer(value, name, 100, errors);
    } else if (name === 'format') {
      params.format = oneOf(value, name, FORMATS, errors);
    } else if (name === 'fit') {
      params.fit = oneOf(value, name, FITS, errors);
    } else {
      params.position = oneOf(value, name, POSITIONS, errors);
    }
  }
  if (errors.length > 0) throw invalidInput('The image parameters are not valid.', errors);
  return params;
}
