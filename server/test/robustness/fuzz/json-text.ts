// JSON text as the fuzzer writes it: JSON.stringify cannot write own `__proto__` keys nor recurse
// thousands of levels deep, so bodies and query values go through toJson, and deep nesting is
// carried as RawJson text placed verbatim. Used by mutations.ts and the request builders.

/** JSON text placed as is by toJson (deep nesting that JSON.stringify cannot recurse into). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels. */
export function deepNesting(depth: number, arrays: boolean): RawJson {
  return new RawJson(
    arrays
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
}

/** JSON.stringify that keeps own `__proto__` keys and writes RawJson verbatim. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : toJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${toJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
