// @vitest-environment jsdom
// Issue 11 point 6: an unconfirmed user sees a banner saying they cannot sign yet (seed 000 §4
// "none when the e-mail is unverified") with "Resend confirmation" (POST /v1/request-confirmation).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnconfirmedBanner } from '@/components/shell/unconfirmed-banner';
import type { SessionState } from '@/lib/queries/session-state';
import { renderWithProviders } from '../../support/render';
import { anna } from '../signer/examples';
import { fakeApi } from '../signer/support';

afterEach(() => vi.unstubAllGlobals());

const session = (emailVerified: boolean): SessionState =>
  ({ role: 'user', membership: null, user: { ...anna(), emailVerified } }) as SessionState;

describe('UnconfirmedBanner', () => {
  it('asks an unconfirmed user to confirm and sends the mail again', async () => {
    const api = fakeApi({
      'POST /v1/request-confirmation': { status: 200, body: { success: true } },
    });
    renderWithProviders(<UnconfirmedBanner session={session(false)} />);
    expect(await screen.findByText('Please confirm your e-mail address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() => expect(api.called('POST /v1/request-confirmation')).toHaveLength(1));
    expect(api.called('POST /v1/request-confirmation')[0].body).toEqual({ email: anna().email });
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('shows nothing once the e-mail is confirmed', () => {
    fakeApi({});
    const { container } = renderWithProviders(<UnconfirmedBanner session={session(true)} />);
    expect(container.textContent).toBe('');
  });
});
