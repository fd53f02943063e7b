// Pure rules of signature requests: exit settings (seed 000 §5), placements and signers, sort.
import { describe, expect, it } from 'vitest';
import {
  clampExitTimeout,
  displayName,
  everyoneSigned,
  exitSettingsJson,
  parseSort,
  signerErrors,
  signerQuality,
  splitName,
  PENDING_SIGNATURES_COUNT,
} from '../../src/areas/signature-requests/rules.ts';
import { lockStatus } from '../../src/areas/signature-requests/request-lock.ts';

const document = {
  id: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a',
  pages: 3,
  page_sizes: JSON.stringify([
    { width: 595, height: 842 },
    { width: 595, height: 842 },
    { width: 842, height: 595 },
  ]),
};
const at = (p: Record<string, unknown>) => ({
  account_email: 'anna.meier@muster-treuhand.ch',
  document_signatures: [{ document_id: document.id, page: 1, x: 56, y: 520, ...p }],
});

describe('exit settings (seed 000 §5)', () => {
  it('clamps the redirect timeout: default 45, 0 immediate, else 10 to 90', () => {
    expect([undefined, 0, 1, 9, 10, 45, 90].map(clampExitTimeout)).toEqual([
      45, 0, 10, 10, 10, 45, 90,
    ]);
    expect(JSON.parse(exitSettingsJson({ exitUrl: 'https://x.example' })!)).toEqual({
      exitUrl: 'https://x.example',
      errorUrl: null,
      declineUrl: null,
      timeout: 45,
    });
    expect(exitSettingsJson(undefined)).toBeNull();
  });
});

describe('signers and placements', () => {
  it('accepts a placement inside the page, with the default size 300x140', () => {
    expect(signerErrors(at({}), [document], '/body')).toEqual([]);
    expect(signerErrors(at({ x: 295, y: 702 }), [document], '/body')).toEqual([]);
  });
  it('refuses placements outside the page, on a missing page or another document', () => {
    expect(signerErrors(at({ x: 296 }), [document], '/body')[0].code).toBe(
      'placement_outside_page',
    );
    expect(signerErrors(at({ page: 3, y: 500 }), [document], '/body')[0].code).toBe(
      'placement_outside_page',
    );
    expect(signerErrors(at({ page: 4 }), [document], '/body')[0]).toMatchObject({
      code: 'page_out_of_range',
      pointer: '/body/document_signatures/0/page',
    });
    expect(signerErrors(at({}), [], '/body')[0].code).toBe('unknown_document');
  });
  it('needs exactly one of account_email and signer_identity_data', () => {
    const both = { ...at({}), signer_identity_data: { email_address: 'c@example.org' } };
    expect(signerErrors(both, [document], '/body')[0].code).toBe('signer_identity');
    expect(signerErrors({ document_signatures: [] }, [document], '/body')[0].code).toBe(
      'signer_identity',
    );
  });
  it('takes the request quality when the signer has none; no legislation for ses', () => {
    expect(signerQuality({}, { quality: 'qes', legislation: 'zertes' })).toEqual({
      quality: 'qes',
      legislation: 'zertes',
    });
    expect(signerQuality({ quality: 'ses', legislation: 'eidas' }, {})).toEqual({
      quality: 'ses',
      legislation: null,
    });
    expect(signerQuality({}, {})).toEqual({ quality: 'ses', legislation: null });
  });
  it('names', () => {
    expect(displayName('Chiara', 'Rossi')).toBe('Chiara Rossi');
    expect(displayName(null, ' ')).toBeNull();
    expect(splitName('Daniel Frei')).toEqual({ first: 'Daniel', last: 'Frei' });
    expect(splitName('Jean Luc Picard')).toEqual({ first: 'Jean Luc', last: 'Picard' });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: null });
  });
  it('is complete only when every one of at least one signer signed', () => {
    expect(everyoneSigned([])).toBe(false);
    expect(everyoneSigned([{ status: 'SIGNED' }, { status: 'OPEN' }])).toBe(false);
    expect(everyoneSigned([{ status: 'SIGNED' }])).toBe(true);
  });
});

describe('list', () => {
  it('sorts by known fields only, newest first by default', () => {
    expect(parseSort(undefined)).toEqual({ column: 'created_at', direction: 'desc' });
    expect(parseSort('title')).toEqual({ column: 'title', direction: 'asc' });
    expect(parseSort('updatedAt,desc')).toEqual({ column: 'updated_at', direction: 'desc' });
    expect(parseSort('password_hash,asc')).toHaveProperty('error');
  });
  it('keeps the seed constant of the pending filter', () => {
    expect(PENDING_SIGNATURES_COUNT).toBe(672);
  });
});

describe('lock status', () => {
  it('an expired lock is no lock', () => {
    const clock = { now: () => new Date('2026-11-25T10:00:00Z') };
    expect(
      lockStatus({ locked_by: 'anna@x.ch', locked_until: '2026-11-25T10:01:00.000Z' }, clock),
    ).toEqual({ locked: true, lockedBy: 'anna@x.ch', lockedUntil: '2026-11-25T10:01:00.000Z' });
    expect(
      lockStatus({ locked_by: 'anna@x.ch', locked_until: '2026-11-25T09:59:00.000Z' }, clock),
    ).toEqual({ locked: false, lockedBy: null, lockedUntil: null });
  });
});
