// @vitest-environment jsdom
// an unconfirmed user sees a banner saying they cannot sign yet (docs/product.md#states-quality
// "none when the e-mail is unverified") with "Resend confirmation" (POST /v1/request-confirmation).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getRequestConfirmationMockHandler } from '@generated/api/auth/auth.msw';
import { describe, expect, it } from 'vitest';
import { UnconfirmedBanner } from '@/components/shell/unconfirmed-banner';
import type { SessionState } from '@/lib/queries/session-state';
import { useMockApi } from '../../support/mock-api';
import { renderWithProviders } from '../../support/render';
import { anna } from '../signer/examples';

const api = useMockApi();

const session = (emailVerified: boolean): SessionState =>
  ({ role: 'user', membership: null, user: { ...anna(), emailVerified } }) as SessionState;

describe('UnconfirmedBanner', () => {
  it('asks an unconfirmed user to confirm and sends the mail again', async () => {
    api.use(getRequestConfirmationMockHandler());
    renderWithProviders(<UnconfirmedBanner session={session(false)} />);
    expect(await screen.findByText('Please confirm your e-mail address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() => expect(api.sentTo('POST /v1/request-confirmation')).toHaveLength(1));
    expect(api.sentTo('POST /v1/request-confirmation')[0].body).toEqual({ email: anna().email });
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('shows nothing once the e-mail is confirmed', () => {
    const { container } = renderWithProviders(<UnconfirmedBanner session={session(true)} />);
    expect(container.textContent).toBe('');
  });
});
