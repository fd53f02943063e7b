// `?urls`: a generated API module reduced to its URL builders (`export const get…Url = …`), for
// the page's entry (src/app/early-start.ts, alias `@generated-urls`). The module as generated
// imports the fetch wrapper, which imports React (the server clock): even with its fetchers
// dropped, that import would make the entry load and run the boot's chunk before it starts its
// calls. The builders themselves import nothing (their parameter types are erased).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const URL_BUILDER = /^export const get\w+Url = [\s\S]*?^};$/gm;

/** The URL builders of a generated module's source, and nothing else. */
export function urlBuildersOf(source: string): string {
  return (source.match(URL_BUILDER) ?? []).join('\n\n');
}

export function urlBuilders(): Plugin {
  return {
    name: 'generated-url-builders',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'urls') return null;
      return urlBuildersOf(readFileSync(file, 'utf8'));
    },
  };
}
