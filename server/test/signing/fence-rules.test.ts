// The pure rules of fenced, crash-safe signing (areas/signing/rules/fence.ts and the commit's
// rules in signature-requests' rules.ts), without a database: the lease of a signing lock and its
// renewal up to the longest hold, which server process is known to be dead, which reservation
// the recovery takes back, the names of signed-version files, and the 409s of a refused commit.
import { describe, expect, it } from 'vitest';
import {
  documentChanged,
  lockLost,
  signsCurrentVersions,
} from '../../src/areas/signature-requests/rules/requests.ts';
import {
  SIGNED_DOCUMENT_KEY,
  instanceIsGone,
  leaseSecondsFor,
  parseInstance,
  renewedUntil,
  renewEveryMs,
  reservationAbandoned,
  signedDocumentKey,
} from '../../src/areas/signing/rules/fence.ts';

const T0 = new Date('2026-11-25T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('the lease of a signing lock', () => {
  it('is a quarter of the longest hold, between 1 and 30 seconds', () => {
    expect(leaseSecondsFor(120)).toBe(30);
    expect(leaseSecondsFor(600)).toBe(30);
    expect(leaseSecondsFor(40)).toBe(10);
    expect(leaseSecondsFor(2)).toBe(1);
    expect(renewEveryMs(30)).toBe(10_000);
    expect(renewEveryMs(0.1)).toBe(100);
  });

  it('is renewed by one lease, never past the longest hold after the take', () => {
    expect(renewedUntil(at(10), T0, 30, 120)).toEqual(at(40));
    expect(renewedUntil(at(100), T0, 30, 120)).toEqual(at(120));
    // Past the hold the renewal extends nothing: the lock lapses.
    expect(renewedUntil(at(130), T0, 30, 120)).toEqual(at(120));
  });
});

describe('which server process is dead', () => {
  const here = { host: 'web-1', pid: 4242, instance: 'web-1:4242:aaaa' };
  const alive = new Set([77]);
  const gone = (instance: string) => instanceIsGone(instance, here, (pid) => alive.has(pid));

  it('reads host:pid:nonce', () => {
    expect(parseInstance('web-1:77:0bcd')).toEqual({ host: 'web-1', pid: 77 });
    expect(parseInstance('host:with:colons:77:0bcd')).toEqual({
      host: 'host:with:colons',
      pid: 77,
    });
    expect(parseInstance('anna@example.org')).toBeUndefined();
  });

  it('this process is alive; a process of this host whose pid runs is alive', () => {
    expect(gone('web-1:4242:aaaa')).toBe(false);
    expect(gone('web-1:77:bbbb')).toBe(false);
  });

  it('a process of this host whose pid is gone, or is now ours (a restart), is dead', () => {
    expect(gone('web-1:78:bbbb')).toBe(true);
    expect(gone('web-1:4242:bbbb')).toBe(true);
  });

  it('of another host, or an unknown name, nothing is known: the lease decides', () => {
    expect(gone('web-2:78:bbbb')).toBe(false);
    expect(gone('legacy')).toBe(false);
  });

  it('a reservation is taken back when its lease ran out or its process is dead', () => {
    const row = (instance: string, expires: Date) => ({
      instance,
      expires_at: expires.toISOString(),
    });
    expect(reservationAbandoned(row('web-1:77:bbbb', at(30)), at(10), gone)).toBe(false);
    expect(reservationAbandoned(row('web-1:77:bbbb', at(30)), at(30), gone)).toBe(true);
    expect(reservationAbandoned(row('web-1:78:bbbb', at(30)), at(10), gone)).toBe(true);
  });
});

describe('signed-version files', () => {
  it('are named by the version they become and the reservation writing them', () => {
    const key = signedDocumentKey('d1e2f3a4-b5c6', 3, '0a1b2c3d4e5f');
    expect(key).toBe('documents/d1e2f3a4-b5c6/v3-signed-0a1b2c3d4e5f.pdf');
    expect(SIGNED_DOCUMENT_KEY.test(key)).toBe(true);
    expect(SIGNED_DOCUMENT_KEY.test('documents/d1e2f3a4-b5c6/v1.pdf')).toBe(false);
  });
});

describe('the commit of a signature', () => {
  const documents = [
    { id: 'd1', version: 2 },
    { id: 'd2', version: 2 },
  ];

  it('signs the current versions only when it signed every document at its version', () => {
    const signed = (v1: number, v2: number) => [
      { documentId: 'd1', signedVersion: v1 },
      { documentId: 'd2', signedVersion: v2 },
    ];
    expect(signsCurrentVersions(documents, signed(2, 2))).toBe(true);
    expect(signsCurrentVersions(documents, signed(1, 2))).toBe(false);
    expect(signsCurrentVersions(documents, signed(2, 2).slice(1))).toBe(false);
    expect(signsCurrentVersions(documents, [...signed(2, 2), { documentId: 'd3' }])).toBe(false);
  });

  it('is refused with 409 lock_lost or document_changed', () => {
    expect(lockLost()).toMatchObject({ kind: 'conflict', code: 'lock_lost' });
    expect(documentChanged()).toMatchObject({ kind: 'conflict', code: 'document_changed' });
  });
});
