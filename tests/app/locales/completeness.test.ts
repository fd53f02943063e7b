// Every namespace exists in all four locales with the same keys and no empty text (all four
// locales complete: a test fails on a missing key); Swiss German never uses ß.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/lib/i18n.ts';

const root = path.resolve(import.meta.dirname, '../../../locales');

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) =>
      flatten(child, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

const read = (locale: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(path.join(root, locale, `${namespace}.json`), 'utf8')));

const namespaces = [
  ...new Set(
    LOCALES.flatMap((locale) =>
      existsSync(path.join(root, locale))
        ? readdirSync(path.join(root, locale))
            .filter((file) => file.endsWith('.json'))
            .map((file) => file.replace(/\.json$/, ''))
        : [],
    ),
  ),
].sort();

describe('locales', () => {
  it('has the four locales of docs/product.md#constants-locale-platform and at least the common namespace', () => {
    expect(LOCALES).toEqual(['en-gb', 'de-ch', 'fr-ch', 'it']);
    expect(namespaces).toContain('common');
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    it.each(LOCALES)('exists in %s', (locale) => {
      expect(existsSync(path.join(root, locale, `${namespace}.json`))).toBe(true);
    });

    it.each(LOCALES.filter((l) => l !== 'en-gb'))('has the keys of en-gb in %s', (locale) => {
      const reference = Object.keys(read('en-gb', namespace)).sort();
      expect(Object.keys(read(locale, namespace)).sort()).toEqual(reference);
    });

    it.each(LOCALES)('has a non-empty string for every key in %s', (locale) => {
      const entries = Object.entries(read(locale, namespace));
      const bad = entries.filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(bad.map(([key]) => key)).toEqual([]);
    });

    it('writes Swiss German without ß', () => {
      const texts = Object.values(read('de-ch', namespace)).join('\n');
      expect(texts).not.toContain('ß');
    });
  });
});
