// The display permissions of visual signatures (areas/visual-signatures/rules/permissions.ts),
// without a database: docs/product.md#entities-user "User permissions: visualSignatures claim, date and std, each
// with canUpdate and defaultValue".
import { describe, expect, it } from 'vitest';
import {
  PERSONAL_PERMISSIONS,
  checkDisplayPermissions,
  displayValue,
  withoutFixedOptions,
  type VisualSignaturePermissions,
} from '../../../src/areas/visual-signatures/rules/permissions.ts';

/** A business that fixes the standards line on (docs/product.md#entities-user permissions, contract example). */
const stdFixed: VisualSignaturePermissions = {
  ...PERSONAL_PERMISSIONS,
  std: { canUpdate: false, defaultValue: true },
};

describe('display permissions', () => {
  it('lets a user without a business change claim, date and std', () => {
    expect(Object.keys(PERSONAL_PERMISSIONS).sort()).toEqual(['claim', 'date', 'std']);
    expect(Object.values(PERSONAL_PERMISSIONS).every((p) => p.canUpdate)).toBe(true);
  });

  it('refuses (403) a display option that the permissions fix', () => {
    expect(() => checkDisplayPermissions({ displayStandards: false }, stdFixed)).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
    expect(() => checkDisplayPermissions({ displayStandards: true }, stdFixed)).not.toThrow();
    expect(() =>
      checkDisplayPermissions({ displayStandards: false }, PERSONAL_PERMISSIONS),
    ).not.toThrow();
  });

  it('gives an option the asked value when it may change, else the fixed default', () => {
    expect(displayValue(PERSONAL_PERMISSIONS, 'claim', false)).toBe(false);
    expect(displayValue(PERSONAL_PERMISSIONS, 'claim', undefined)).toBe(true);
    expect(displayValue(stdFixed, 'std', false)).toBe(true);
  });

  it('leaves out the fixed options for a preview', () => {
    expect(withoutFixedOptions({ displayStandards: false, displayClaim: false }, stdFixed)).toEqual(
      { displayClaim: false },
    );
  });
});
