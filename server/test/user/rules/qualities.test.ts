// Signature qualities of user/rules/qualities.ts, without a database. docs/product.md#states-identification "Highest
// signature quality of a user: none when the e-mail is unverified; otherwise qes (or demo if the
// quality is demo), aes, ses, else none. An identification counts as ongoing when a status exists
// and the highest quality is not qes."; docs/product.md#constants-identification-methods for the identification methods.
import { describe, expect, it } from 'vitest';
import {
  highestQuality,
  identificationMethods,
  LEGISLATIONS,
  parseGrant,
  parseGrants,
  qualitiesDetail,
  toSignatureQualities,
} from '../../../src/areas/user/rules/qualities.ts';

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

  it('offers the identification methods of docs/product.md#constants-identification-methods', () => {
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

  it('takes coverage per legislation: a licence for one legislation offers its covered methods only', () => {
    const detail = qualitiesDetail({
      emailVerified: true,
      grants: grants('ses:any'),
      disabled: [],
      identificationCovered: { eidas: false, zertes: true },
    });
    const qes = (legislation: string) =>
      detail.qualities.find((q) => q.quality === 'qes' && q.legislation === legislation)!;
    expect(qes('eidas')).toMatchObject({
      identificationCovered: false,
      identificationMethods: ['id-austria', 'external-sc'],
    });
    expect(qes('zertes')).toMatchObject({
      identificationCovered: true,
      identificationMethods: ['video', 'loc', 'auto'],
    });
  });
});

describe('grants', () => {
  it('parse "<group>:<scope>[:<quality>]", the quality defaulting to the group', () => {
    expect(parseGrant('qes:zertes')).toEqual({ group: 'qes', scope: 'zertes', quality: 'qes' });
    expect(parseGrant('qes:eidas:demo')).toEqual({ group: 'qes', scope: 'eidas', quality: 'demo' });
    expect(parseGrant('aesMinimal:eidas')).toEqual({
      group: 'aesMinimal',
      scope: 'eidas',
      quality: 'aesMinimal',
    });
    expect(parseGrant('seal:qes')).toEqual({ group: 'seal', scope: 'qes', quality: 'seal' });
  });

  it('refuse unknown groups, scopes of another group and unknown qualities', () => {
    expect(parseGrant('pes:any')).toBeUndefined();
    expect(parseGrant('ses:eidas')).toBeUndefined();
    expect(parseGrant('aes:zertes')).toBeUndefined();
    expect(parseGrant('qes:zertes:gold')).toBeUndefined();
  });

  it('ignore a stored value that is not a list, and entries that are not strings', () => {
    expect(parseGrants('{"ses":"any"}')).toEqual([]);
    expect(parseGrants('["ses:any", 7, null]')).toEqual([
      { group: 'ses', scope: 'any', quality: 'ses' },
    ]);
  });

  it('know the two legislations of docs/product.md#overview-signing-levels (eidas and zertes)', () => {
    expect(LEGISLATIONS).toEqual(['eidas', 'zertes']);
  });
});
