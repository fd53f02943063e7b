// Names the rule behind a `pattern`, so that the message says what is wrong instead of the
// product's generic 'Invalid format' wherever the pattern makes the rule plain.

export type PatternRule =
  | { kind: 'exclude'; character: string }
  | { kind: 'numberOnly' }
  | { kind: 'uppercaseOnly' }
  | { kind: 'length' }
  | { kind: 'pattern' };

// `^[^<>]*$`: everything but some characters.
const EXCLUDED = /^\^\[\^([^\]]+)\][*+]\$$/;
// `^[0-9]{6}$`, `^[A-Z]{2}$`: one character class repeated, optionally an exact count.
const SINGLE_CLASS = /^\^(\[0-9\]|\\d|\[A-Z\])(\{(\d+)(,(\d*))?\}|[*+])\$$/;

function exactCount(quantifier: string | undefined, max: string | undefined, hasComma: boolean) {
  return quantifier !== undefined && !hasComma && max === undefined;
}

/** The rule `value` breaks in `pattern` (the value is a string that failed the pattern). */
export function patternRule(pattern: string, value: unknown): PatternRule {
  const text = typeof value === 'string' ? value : '';
  const excluded = EXCLUDED.exec(pattern);
  if (excluded) {
    const forbidden = new RegExp(`[${excluded[1]}]`, 'u').exec(text);
    if (forbidden) return { kind: 'exclude', character: forbidden[0] };
    return { kind: 'pattern' };
  }
  const single = SINGLE_CLASS.exec(pattern);
  if (single) {
    const [, charClass, , count, comma, max] = single;
    const allowed = charClass === '[A-Z]' ? /^[A-Z]*$/ : /^[0-9]*$/;
    if (!allowed.test(text)) {
      return charClass === '[A-Z]' ? { kind: 'uppercaseOnly' } : { kind: 'numberOnly' };
    }
    if (exactCount(count, max, comma !== undefined)) return { kind: 'length' };
  }
  return { kind: 'pattern' };
}
