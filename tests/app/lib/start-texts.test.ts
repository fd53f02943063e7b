// A first screen's texts start downloading with its data (src/routes/-lib/load.ts startRouteData),
// before i18next has started: startTexts asks for the locale's files at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTexts } from '@/lib/locale-files';

const LOCALES = path.resolve(import.meta.dirname, '../../../locales');
const file = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, locale, `${namespace}.json`), 'utf8'));

describe('startTexts', () => {
  it("loads each namespace of the locale, in the order asked, before i18next's own request", async () => {
    const texts = await Promise.all(startTexts('de-ch', ['dashboard', 'requests']));
    expect(texts).toEqual([file('de-ch', 'dashboard'), file('de-ch', 'requests')]);
  });

  it('gives nothing for a namespace that has no file, without failing the others', async () => {
    const texts = await Promise.all(startTexts('it', ['no-such-namespace', 'common']));
    expect(texts).toEqual([undefined, file('it', 'common')]);
  });
});
