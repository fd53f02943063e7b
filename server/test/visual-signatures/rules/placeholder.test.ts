// The placeholder of a user without a saved visual signature (areas/visual-signatures/rules/
// placeholder.ts), without a database: contract "When the user has saved none, a placeholder
// built from the user data".
import { describe, expect, it } from 'vitest';
import type { SignatureOwner } from '../../../src/areas/visual-signatures/rules/data.ts';
import {
  PERSONAL_PERMISSIONS,
  type VisualSignaturePermissions,
} from '../../../src/areas/visual-signatures/rules/permissions.ts';
import {
  ownerName,
  placeholderSignature,
} from '../../../src/areas/visual-signatures/rules/placeholder.ts';

const owner: SignatureOwner = {
  firstName: 'Beat',
  lastName: 'Keller',
  email: 'beat.keller@muster-treuhand.ch',
  attributes: { default_quality: ['aes'], default_legislation: ['zertes'] },
};

describe('placeholder', () => {
  it('builds the placeholder from the saved signature defaults when there are some', () => {
    const placeholder = placeholderSignature(
      { ...owner, defaults: { name: 'B. Keller', company: 'Muster Treuhand AG', displayQr: true } },
      PERSONAL_PERMISSIONS,
    );
    expect(placeholder).toMatchObject({
      name: 'B. Keller',
      company: 'Muster Treuhand AG',
      displayQr: true,
      placeholder: true,
    });
  });

  it('is the default, without image, 300x140, in the language of the `lang` attribute', () => {
    expect(
      placeholderSignature({ ...owner, attributes: { lang: ['fr'] } }, PERSONAL_PERMISSIONS),
    ).toMatchObject({
      id: 'placeholder',
      name: 'Beat Keller',
      language: 'fr',
      default: true,
      image: null,
      hasCustomImage: false,
      width: 300,
      height: 140,
    });
  });

  it('shows a fixed option with its fixed value, whatever the saved defaults say', () => {
    const fixed: VisualSignaturePermissions = {
      ...PERSONAL_PERMISSIONS,
      claim: { canUpdate: false, defaultValue: false },
    };
    expect(
      placeholderSignature({ ...owner, defaults: { displayClaim: true } }, fixed).displayClaim,
    ).toBe(false);
  });

  it('names the owner by the saved name, else first and last name, else the e-mail', () => {
    expect(ownerName({ ...owner, defaults: { name: ' B. K. ' } })).toBe('B. K.');
    expect(ownerName(owner)).toBe('Beat Keller');
    expect(ownerName({ ...owner, firstName: '', lastName: '' })).toBe('beat.keller');
  });
});
