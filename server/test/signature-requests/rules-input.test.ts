// What a body brings into a signature request (src/areas/signature-requests/rules/input.ts,
// through rules.ts), without a database: signers and their placements (docs/product.md#entities-visual-signature "Default size
// 300x140"), quality and legislation, names, and the exit settings of docs/product.md#validation
// ("redirectTimeout: default 45; 0 means immediate; otherwise clamped to 10 through 90").
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXIT_TIMEOUT,
  DEFAULT_PLACEMENT_HEIGHT,
  DEFAULT_PLACEMENT_WIDTH,
  assertNoErrors,
  clampExitTimeout,
  displayName,
  duplicateSignerErrors,
  exitSettingsJson,
  normalizeEmail,
  parseExitSettings,
  parsePlacements,
  placementsOf,
  signerEmail,
  signerErrors,
  signerQuality,
  splitName,
} from '../../src/areas/signature-requests/rules/requests.ts';
import { document, at, thrown } from './rules-fixtures.ts';

describe('exit settings (docs/product.md#validation)', () => {
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

  it('"redirectTimeout: default 45; 0 means immediate; otherwise clamped to 10 through 90"', () => {
    expect(DEFAULT_EXIT_TIMEOUT).toBe(45);
    expect([-5, 91, 120, 44.6].map(clampExitTimeout)).toEqual([0, 90, 90, 45]);
  });

  it('reads stored exit settings back; none or broken JSON is null', () => {
    const stored = exitSettingsJson({ exitUrl: 'https://x.example', timeout: 0 });
    expect(parseExitSettings(stored)).toEqual({
      exitUrl: 'https://x.example',
      errorUrl: null,
      declineUrl: null,
      timeout: 0,
    });
    expect(parseExitSettings(null)).toBeNull();
    expect(parseExitSettings('{broken')).toBeNull();
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

  it('stores placements with the product\'s "Default size 300x140" when width and height are left out', () => {
    expect([DEFAULT_PLACEMENT_WIDTH, DEFAULT_PLACEMENT_HEIGHT]).toEqual([300, 140]);
    expect(
      placementsOf([
        { document_id: document.id, page: 2, x: 56, y: 520 },
        { document_id: document.id, page: 1, x: 10, y: 20, width: 120, height: 60 },
      ]),
    ).toEqual([
      { documentId: document.id, page: 2, x: 56, y: 520, width: 300, height: 140 },
      { documentId: document.id, page: 1, x: 10, y: 20, width: 120, height: 60 },
    ]);
  });

  it('reads stored placements back; anything but a JSON list is no placement', () => {
    const stored = JSON.stringify([{ documentId: 'd', page: 1, x: 1, y: 2, width: 3, height: 4 }]);
    expect(parsePlacements(stored)).toEqual([
      { documentId: 'd', page: 1, x: 1, y: 2, width: 3, height: 4 },
    ]);
    expect(parsePlacements('{"documentId":"d"}')).toEqual([]);
    expect(parsePlacements('not json')).toEqual([]);
  });

  it('reaches a signer at its account e-mail or its identity e-mail, in lower case', () => {
    expect(signerEmail({ account_email: ' Anna.Meier@X.ch ', document_signatures: [] })).toBe(
      'anna.meier@x.ch',
    );
    expect(
      signerEmail({
        signer_identity_data: { email_address: 'Chiara.Rossi@Example.org' },
        document_signatures: [],
      }),
    ).toBe('chiara.rossi@example.org');
    expect(normalizeEmail('  Beat.Keller@Muster-Treuhand.CH')).toBe(
      'beat.keller@muster-treuhand.ch',
    );
  });

  it('points at each repeated e-mail of a list (a person signs a request once)', () => {
    const errors = duplicateSignerErrors(
      ['a@x.ch', 'b@x.ch', 'a@x.ch', 'a@x.ch'],
      (i) => `/body/signatures/${i}`,
    );
    expect(errors.map((e) => [e.pointer, e.code])).toEqual([
      ['/body/signatures/2', 'duplicate_signer'],
      ['/body/signatures/3', 'duplicate_signer'],
    ]);
    expect(duplicateSignerErrors(['a@x.ch', 'b@x.ch'], String)).toEqual([]);
  });

  it("answers 422 with every field error and the first one's code, or nothing", () => {
    expect(() => assertNoErrors([], 'Nothing wrong')).not.toThrow();
    const error = thrown(() =>
      assertNoErrors(
        [
          { pointer: '/body/signatures/0', detail: 'is wrong', code: 'signer_identity' },
          { pointer: '/body', detail: 'is wrong too', code: 'other' },
        ],
        'Some signers are not valid',
      ),
    );
    expect(error).toMatchObject({ kind: 'rule_violated', code: 'signer_identity' });
    expect(error.message).toBe(
      'Some signers are not valid: signatures/0 is wrong; body is wrong too',
    );
    expect(error.errors).toHaveLength(2);
  });
});
