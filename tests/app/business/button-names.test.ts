// A button's accessible name starts from its visible words (WCAG 2.5.3 "label in name"; axe's
// label-content-name-mismatch: "Make admin" was once named "Make Beat Keller an
// admin", "Reset secret" "Reset the secret of …"), so a person who says what they see reaches it.
// For every row button of the business screens, in all four languages, the name given with a
// person's or item's name contains the visible text, word for word.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = ['en-gb', 'de-ch', 'fr-ch', 'it'];
/** [visible text, accessible name] keys of the business namespace. */
const PAIRS = [
  ['members.makeAdmin', 'members.makeAdminOf'],
  ['members.makeMember', 'members.makeMemberOf'],
  ['members.remove', 'members.removeOf'],
  ['members.invitations.revoke', 'members.invitations.revokeOf'],
  ['domains.delete', 'domains.deleteOf'],
  ['domains.check', 'domains.checkOf'],
  ['api.edit', 'api.editOf'],
  ['api.resetSecret', 'api.resetOf'],
  ['api.delete', 'api.deleteOf'],
  ['seals.open', 'seals.openOf'],
  ['seal.members.remove', 'seal.members.removeOf'],
] as const;

type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree) as string;
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');

describe('the names of the business screens’ row buttons', () => {
  for (const locale of LOCALES) {
    it(`contain their visible text in ${locale}`, () => {
      const file = path.resolve(import.meta.dirname, `../../../locales/${locale}/business.json`);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      const mismatches = PAIRS.filter(([visible, named]) => {
        const name = at(texts, named).replace(/\{\{\w+\}\}/g, 'Beat Keller');
        return !` ${words(name)} `.includes(` ${words(at(texts, visible))} `);
      }).map(([visible, named]) => `${at(texts, visible)} / ${at(texts, named)}`);
      expect(mismatches).toEqual([]);
    });
  }
});
