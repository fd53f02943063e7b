// @vitest-environment jsdom
// The shared test wrapper renders translated text synchronously in the chosen locale.
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../support/render';

function Probe() {
  const { t } = useTranslation('common');
  return <p>{t('testSystem')}</p>;
}

describe('renderWithProviders', () => {
  it('renders in en-gb by default and in the requested locale', () => {
    renderWithProviders(<Probe />);
    expect(screen.getByText('Test System')).toBeTruthy();
    renderWithProviders(<Probe />, { locale: 'de-ch' });
    expect(screen.getByText('Testsystem')).toBeTruthy();
  });
});
