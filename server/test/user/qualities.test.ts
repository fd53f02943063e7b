// Signature qualities: seed 000 §4 "Highest signature quality of a user: none when the e-mail is
// unverified; otherwise qes (or demo if the quality is demo), aes, ses, else none. An
// identification counts as ongoing when a status exists and the highest quality is not qes."
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  highestQuality,
  identificationMethods,
  parseGrants,
  qualitiesDetail,
  toSignatureQualities,
} from '../../src/areas/user/qualities.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, login, register } from '../auth/helpers.ts';

const grants = (...list: string[]) => parseGrants(JSON.stringify(list));

describe('highest quality', () => {
  it.each([
    [false, ['ses:any', 'qes:zertes'], 'none'],
    [true, ['ses:any', 'aes:any', 'qes:zertes'], 'qes'],
    [true, ['ses:any', 'qes:eidas:demo'], 'demo'],
    [true, ['ses:any', 'qes:eidas:demo', 'qes:zertes'], 'qes'],
    [true, ['ses:any', 'aesMinimal:eidas'], 'aes'],
    [true, ['ses:any', 'aes:any'], 'aes'],
    [true, ['ses:any'], 'ses'],
    [true, ['seal:qes'], 'none'],
    [true, [], 'none'],
  ] as const)('verified %s with %j → %s', (verified, list, expected) => {
    expect(highestQuality(verified, grants(...list))).toBe(expected);
  });

  it('ignores grants that do not parse', () => {
    expect(grants('ses:any', 'qes:mars', 'nonsense', 'aes:any:bogus')).toEqual([
      { group: 'ses', scope: 'any', quality: 'ses' },
    ]);
    expect(parseGrants('not json')).toEqual([]);
  });

  it('maps grants to the contract shape', () => {
    expect(
      toSignatureQualities(grants('ses:any', 'aesMinimal:zertes', 'qes:eidas:demo', 'seal:aes')),
    ).toEqual({
      ses: { any: { quality: 'ses' } },
      aesMinimal: { zertes: { quality: 'aesMinimal' } },
      qes: { eidas: { quality: 'demo' } },
      seal: { aes: { quality: 'seal' } },
    });
  });

  it('offers the identification methods of seed 000 §9', () => {
    expect(identificationMethods('eidas', true)).toEqual(['video', 'self', 'id-austria']);
    expect(identificationMethods('eidas', false)).toEqual(['id-austria', 'external-sc']);
    expect(identificationMethods('zertes', true)).toEqual(['video', 'loc', 'auto']);
    expect(identificationMethods('zertes', false)).toEqual(['loc', 'external-sc']);
  });
});

describe('qualities detail', () => {
  it('marks everything email_not_verified while the e-mail is unverified', () => {
    const detail = qualitiesDetail({
      emailVerified: false,
      grants: grants('ses:any', 'qes:zertes'),
      disabled: [],
    });
    expect(detail.highestQuality).toBe('none');
    expect(detail.qualities.every((q) => !q.available && q.reason === 'email_not_verified')).toBe(
      true,
    );
  });

  it('gives availability, identification needs, ongoing identifications and disabled qualities', () => {
    const detail = qualitiesDetail({
      emailVerified: true,
      grants: grants('ses:any', 'aesMinimal:zertes', 'qes:zertes'),
      disabled: [],
      identifications: { eidas: 'inprogress' },
      identificationCovered: true,
    });
    expect(detail.highestQuality).toBe('qes');
    expect(detail.identificationOngoing).toBe(false);
    const find = (quality: string, legislation?: string) =>
      detail.qualities.find((q) => q.quality === quality && q.legislation === legislation)!;
    expect(find('ses')).toMatchObject({ available: true, reason: null, identificationMethods: [] });
    expect(find('aes', 'zertes')).toMatchObject({ available: true, reason: null });
    expect(find('aes', 'eidas')).toMatchObject({
      available: false,
      reason: 'identification_ongoing',
      identificationStatus: 'inprogress',
    });
    expect(find('qes', 'zertes')).toMatchObject({ available: true, identificationCovered: true });

    const ongoing = qualitiesDetail({
      emailVerified: true,
      grants: grants('ses:any'),
      disabled: ['aes'],
      identifications: { zertes: 'failure' },
    });
    expect(ongoing.identificationOngoing).toBe(true);
    const byKey = Object.fromEntries(
      ongoing.qualities.map((q) => [`${q.quality}/${q.legislation ?? ''}`, q]),
    );
    expect(byKey['aes/eidas']).toMatchObject({ available: false, reason: 'disabled' });
    expect(byKey['qes/zertes']).toMatchObject({
      reason: 'identification_required',
      identificationMethods: ['loc', 'external-sc'],
      identificationStatus: 'failure',
    });
    expect(byKey['qes/eidas'].identificationMethods).toEqual(['id-austria', 'external-sc']);
  });
});

describe('GET /v3/user/signature-qualities-detail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers none before the e-mail is confirmed, ses after, qes with a QES grant', async () => {
    const account = await register(server);
    const token = (await login(server, account.email, account.password)).json().token.value;
    const auth = { authorization: `Bearer ${token}` };
    const get = () =>
      server.app.inject({
        method: 'GET',
        url: '/v3/user/signature-qualities-detail',
        headers: auth,
      });

    const before = await get();
    expectContract(before, 'get /v3/user/signature-qualities-detail');
    expect(before.json().highestQuality).toBe('none');

    await server.app.inject({
      method: 'POST',
      url: '/v1/valid-confirmation',
      payload: { token: account.confirmationToken },
    });
    const after = await get();
    expectContract(after, 'get /v3/user/signature-qualities-detail');
    expect(after.json()).toMatchObject({ highestQuality: 'ses', identificationOngoing: false });
    expect(after.json().qualities).toHaveLength(5);

    await server.testDb.db
      .updateTable('users')
      .set({ qualities: JSON.stringify(['ses:any', 'aes:any', 'qes:zertes']) })
      .where('email', '=', account.email)
      .execute();
    const qes = await get();
    expectContract(qes, 'get /v3/user/signature-qualities-detail');
    expect(qes.json().highestQuality).toBe('qes');
    const user = await server.app.inject({ method: 'GET', url: '/v1/user', headers: auth });
    expect(user.json().signatureQualities).toEqual({
      ses: { any: { quality: 'ses' } },
      aes: { any: { quality: 'aes' } },
      qes: { zertes: { quality: 'qes' } },
    });
  });

  it('asks for a token', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v3/user/signature-qualities-detail',
    });
    expectContract(response, 'get /v3/user/signature-qualities-detail');
    expect(response.statusCode).toBe(401);
  });
});
