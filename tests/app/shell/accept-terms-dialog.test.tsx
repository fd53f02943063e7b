// @vitest-environment jsdom
// The accept-terms gate (docs/product.md#states-login-dialogs: "users without accepted terms (and not SSO-incomplete) get an
// accept-terms dialog"). An account that never accepted the terms — a single-sign-on sign-up, whose
// login at the company's provider shows none — is asked for a first acceptance; only an account
// whose acceptance was withdrawn is told that the terms have changed. In all four languages.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { closeDialog } from '@/components/shell/dialogs/dialog-store';
import { acceptTermsDialog } from '@/features/user/dialogs';
import { isFirstTermsAcceptance } from '@/lib/navigation/dialog-gates';
import { LOCALES, type Locale } from '@/lib/i18n';
import { createTestI18n, renderWithProviders } from '../../support/render';

afterEach(() => {
  act(() => closeDialog());
  cleanup();
});

async function openTerms(locale: Locale, firstAcceptance: boolean) {
  const onAction = vi.fn();
  renderWithProviders(<DialogHost />, { locale });
  act(() => void acceptTermsDialog.open({ firstAcceptance }, { onAnswer: onAction }));
  const t = createTestI18n(locale).getFixedT(locale, 'dialogs-general');
  const dialog = await screen.findByRole('dialog', { name: t('accept-terms.title') });
  return { dialog, onAction, t };
}

describe('the accept-terms dialog', () => {
  it('knows a first acceptance by the missing attribute', () => {
    expect(isFirstTermsAcceptance({})).toBe(true);
    expect(isFirstTermsAcceptance({ acceptedGtc: ['false'] })).toBe(false);
  });

  it.each(LOCALES)(
    'asks a new account for a first acceptance, never "changed" (%s)',
    async (locale) => {
      const { dialog, onAction, t } = await openTerms(locale, true);
      expect(dialog.textContent).toContain(t('accept-terms.textFirst'));
      expect(dialog.textContent).not.toContain(t('accept-terms.text'));
      expect(t('accept-terms.textFirst')).not.toBe(t('accept-terms.text'));
      // Chakra's checkbox is a label around a hidden input: a person clicks the label.
      fireEvent.click(screen.getByRole('checkbox').closest('label')!);
      const confirm = screen.getByRole('button', { name: t('accept-terms.confirm') });
      await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
      fireEvent.click(confirm);
      await waitFor(() => expect(onAction.mock.calls[0]?.[0]).toBe('accept'));
    },
  );

  it('tells an account whose acceptance was withdrawn that the terms changed', async () => {
    const { dialog } = await openTerms('en-gb', false);
    expect(dialog.textContent).toContain('Our terms and conditions have changed.');
  });
});
