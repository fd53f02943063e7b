// The pure rules of the level a signer chooses (rules/choice.ts): the sender's level is the
// lowest, the sender's legislation binds, ses has none, seal and part11 are signed as asked, and
// availability reads GET /v3/user/signature-qualities-detail's entries.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain-errors.ts';
import { chosenLevel, isChoiceAvailable } from '../../src/areas/signing/rules/choice.ts';

const P = '/body/signatureRequests/0';

function refused(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('chosenLevel', () => {
  it('keeps the asked level when nothing is chosen', () => {
    expect(chosenLevel({ quality: 'aes', legislation: 'zertes' }, {}, P)).toEqual({
      quality: 'aes',
      legislation: 'zertes',
      chosen: false,
    });
  });

  it('takes a higher quality under the asked legislation', () => {
    expect(chosenLevel({ quality: 'aes', legislation: 'zertes' }, { quality: 'qes' }, P)).toEqual({
      quality: 'qes',
      legislation: 'zertes',
      chosen: true,
    });
    expect(
      chosenLevel({ quality: 'aesMinimal', legislation: null }, { quality: 'aes' }, P),
    ).toMatchObject({ quality: 'aes', legislation: null, chosen: true });
  });

  it('takes a legislation when the sender named none', () => {
    expect(chosenLevel({ quality: 'aes', legislation: null }, { legislation: 'eidas' }, P)).toEqual(
      { quality: 'aes', legislation: 'eidas', chosen: true },
    );
  });

  it('choosing the asked level again is no change', () => {
    expect(
      chosenLevel(
        { quality: 'aes', legislation: 'eidas' },
        { quality: 'aes', legislation: 'eidas' },
        P,
      ).chosen,
    ).toBe(false);
  });

  it('refuses a lower quality, another legislation, a legislation for ses', () => {
    const lower = refused(() =>
      chosenLevel({ quality: 'qes', legislation: 'eidas' }, { quality: 'aes' }, P),
    );
    expect(lower.code).toBe('quality_not_choosable');
    expect(lower.errors?.[0].pointer).toBe(`${P}/quality`);
    const other = refused(() =>
      chosenLevel({ quality: 'aes', legislation: 'eidas' }, { legislation: 'zertes' }, P),
    );
    expect(other.errors?.[0].pointer).toBe(`${P}/legislation`);
    const ses = refused(() =>
      chosenLevel(
        { quality: 'ses', legislation: null },
        { quality: 'ses', legislation: 'eidas' },
        P,
      ),
    );
    expect(ses.errors?.[0].pointer).toBe(`${P}/legislation`);
  });

  it('refuses any choice on a seal or a Part 11 request', () => {
    for (const quality of ['seal', 'part11'] as const) {
      const error = refused(() =>
        chosenLevel({ quality, legislation: null }, { quality: 'qes' }, P),
      );
      expect(error.code).toBe('quality_not_choosable');
    }
    expect(
      refused(() =>
        chosenLevel({ quality: 'seal', legislation: null }, { legislation: 'eidas' }, P),
      ).errors?.[0].pointer,
    ).toBe(`${P}/legislation`);
  });
});

describe('isChoiceAvailable', () => {
  const qualities = [
    { quality: 'ses' as const, available: true },
    { quality: 'aes' as const, legislation: 'eidas' as const, available: false },
    { quality: 'aes' as const, legislation: 'zertes' as const, available: true },
    { quality: 'qes' as const, legislation: 'eidas' as const, available: false },
    { quality: 'qes' as const, legislation: 'zertes' as const, available: false },
  ];
  it('reads the detail per quality and legislation (aesMinimal and part11 as aes)', () => {
    expect(isChoiceAvailable(qualities, { quality: 'ses', legislation: null })).toBe(true);
    expect(isChoiceAvailable(qualities, { quality: 'aes', legislation: 'zertes' })).toBe(true);
    expect(isChoiceAvailable(qualities, { quality: 'aes', legislation: 'eidas' })).toBe(false);
    expect(isChoiceAvailable(qualities, { quality: 'aesMinimal', legislation: 'zertes' })).toBe(
      true,
    );
    expect(isChoiceAvailable(qualities, { quality: 'aes', legislation: null })).toBe(true);
    expect(isChoiceAvailable(qualities, { quality: 'qes', legislation: null })).toBe(false);
  });
});
