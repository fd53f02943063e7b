// The words a customer sees, read from the app's own translations (locales/<lng>/<ns>.json), so
// a story asserts on the text the screen shows in that language and follows the locales when a
// wording changes. Keys are "namespace:path.to.key"; {{name}} is filled in, and a `count` picks
// the i18next plural form (_one / _other) as the app does.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Lang = 'en-gb' | 'de-ch';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const root = path.resolve(import.meta.dirname, '../../../locales');
const cache = new Map<string, Record<string, unknown>>();

function namespace(lang: Lang, ns: string): Record<string, unknown> {
  const file = path.join(root, lang, `${ns}.json`);
  let texts = cache.get(file);
  if (!texts) {
    texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, texts);
  }
  return texts;
}

function lookUp(texts: Record<string, unknown>, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      texts,
    );
}

/** A translator for one language; an unknown key throws, naming it (a story never guesses). */
export function textsOf(lang: Lang): Translate {
  return (key, values = {}) => {
    const [ns, dotted] = key.split(':') as [string, string];
    const texts = namespace(lang, ns);
    const plural = typeof values.count === 'number' ? (values.count === 1 ? '_one' : '_other') : '';
    const found = lookUp(texts, `${dotted}${plural}`) ?? lookUp(texts, dotted);
    if (typeof found !== 'string') throw new Error(`no text "${key}" in locales/${lang}`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      name in values ? String(values[name]) : `{{${name}}}`,
    );
  };
}

/** A pattern matching a text with placeholders: each {{…}} left open matches anything. */
export function pattern(text: string): RegExp {
  const escaped = text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${escaped}$`);
}
