// The page's entry takes the generated URL builders alone (`@generated-urls`,
// scripts/url-builders.ts): every builder of a generated module, none of its imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { urlBuildersOf } from '../../../scripts/url-builders.ts';
import * as full from '@generated/api/signature-requests/signature-requests';
import * as urls from '@generated-urls/api/signature-requests/signature-requests';

const API = path.resolve(import.meta.dirname, '../../../generated/api');
const modules = readdirSync(API, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.msw.ts') && file !== 'index.ts',
);
const builders = (source: string) => source.match(/^export const (get\w+Url) = /gm) ?? [];

describe('urlBuildersOf', () => {
  it.each(modules)('keeps every URL builder of %s and none of its imports', (file) => {
    const source = readFileSync(path.join(API, file), 'utf8');
    const kept = urlBuildersOf(source);
    expect(builders(kept)).toEqual(builders(source));
    expect(kept).not.toMatch(/^import /m);
    expect(kept).not.toContain('apiFetch');
  });

  it('gives the same URLs as the generated module', () => {
    expect(Object.keys(urls).sort()).toEqual(
      Object.keys(full)
        .filter((name) => /^get\w+Url$/.test(name))
        .sort(),
    );
    const params = { filter: 'toSign', page: 2, size: 20, sort: 'title,asc' } as const;
    expect(urls.getListSignatureRequestsUrl(params)).toBe(full.getListSignatureRequestsUrl(params));
    expect(urls.getGetSignatureRequestUrl('r-1')).toBe(full.getGetSignatureRequestUrl('r-1'));
  });
});
