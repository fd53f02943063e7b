// The naming rules of API users (pure): a valid Username made from the business's name.
import { describe, expect, it } from 'vitest';
import {
  apiUserEmail,
  apiUsername,
  isApiUserEmail,
  usernameBase,
} from '../../src/areas/api-users/rules.ts';

const USERNAME = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/;

describe('API user names', () => {
  it('is made from the business name, folded to ASCII, with a suffix', () => {
    expect(apiUsername('Muster Treuhand AG', '3f9a1c07')).toBe('api-muster-treuhand-ag-3f9a1c07');
    expect(usernameBase('Zürcher Bäckerei & Söhne GmbH')).toBe('api-zurcher-backerei-sohne-gmbh');
  });

  it('stays a valid Username for names without letters and for very long names', () => {
    expect(usernameBase('—')).toBe('api');
    const long = usernameBase('A'.repeat(39) + ' ' + 'B'.repeat(80));
    expect(long.length).toBeLessThanOrEqual(44);
    expect(long.endsWith('-')).toBe(false);
    for (const name of ['—', 'Muster Treuhand AG', 'x'.repeat(300), '  --Ärzte-- ']) {
      expect(apiUsername(name, '00ff00ff')).toMatch(USERNAME);
    }
  });

  it('gives the account an e-mail of a reserved domain that is recognised', () => {
    expect(apiUserEmail('api-x-00000000')).toBe('api-x-00000000@api-users.invalid');
    expect(isApiUserEmail('API-X-00000000@API-USERS.INVALID')).toBe(true);
    expect(isApiUserEmail('anna.meier@muster-treuhand.ch')).toBe(false);
  });
});
