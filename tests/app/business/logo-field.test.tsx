// @vitest-environment jsdom
// The company-branding logo (seed 001 §6 settings: company branding logo). The logo is an address
// on the admin's own host; when it stops serving the image, the settings preview says so instead
// of showing a broken picture, and the direct signer's branding leaves the logo out.
import type { BusinessLogo } from '@generated/model/businessLogo';
import type { FieldProps } from '@rjsf/utils';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LogoField } from '@/features/business/logo-field';
import { renderWithProviders } from '../../support/render';

const LOGO: BusinessLogo = { url: 'https://cdn.signing.example/logo.png', width: 240, height: 80 };

function renderLogo(formData: BusinessLogo | null) {
  const props = {
    formData,
    onChange: vi.fn(),
    fieldPathId: { path: ['settings', 'companyBranding', 'logo'] },
  } as unknown as FieldProps<BusinessLogo | null>;
  return renderWithProviders(<LogoField {...props} />);
}

describe('LogoField', () => {
  it('previews the logo with its size', () => {
    renderLogo(LOGO);
    expect(screen.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe(LOGO.url);
    expect(screen.getByText('240 × 80 pixels')).toBeTruthy();
    expect(screen.queryByTestId('logo-unreachable')).toBeNull();
  });

  it('says the address serves no image any more instead of a broken picture', () => {
    renderLogo(LOGO);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('logo-unreachable').textContent).toBe(
      'The logo cannot be loaded from this address at the moment. Check the address, or remove the logo.',
    );
  });
});
