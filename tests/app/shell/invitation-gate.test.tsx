// @vitest-environment jsdom
// docs/product.md#states-login-dialogs "unaccepted business invitation … shows an invitation dialog" after login, also for
// an account that existed before it was invited (it belongs to no business, so it has no
// membership to read the invitation from): the shell asks GET /v1/user/business-invitation and
// shows the invitation's business; "Decline" declines it for good (DELETE of the invitation), not
// only until the next login. The /invite/{id} page is the invitation itself: no dialog over it.
import {
  getDeleteBusinessInvitationMockHandler,
  getGetPendingBusinessInvitationMockHandler,
  getGetPendingBusinessInvitationResponseMock,
} from '@generated/api/members/members.msw';
import { getGetUserResponseMock } from '@generated/api/user/user.msw';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { closeDialog } from '@/components/shell/dialogs/dialog-store';
import { resetDialogGates } from '@/components/shell/gates/session-gates';
import { useDialogGates } from '@/features/user/gates/use-dialog-gates';
import type { SessionState } from '@/lib/queries/session-state';
import { useMockApi } from '../../support/mock-api';
import { renderRouted } from '../signer/support';
import { mockBody } from '../../support/mock-body';

const api = useMockApi();

afterEach(() => {
  act(() => closeDialog());
  resetDialogGates();
  cleanup();
});

const personal: SessionState = {
  role: 'user',
  user: {
    ...getGetUserResponseMock(),
    id: 'daniel.frei',
    attributes: { acceptedGtc: ['true'] },
  },
  membership: null,
};

function Shell({ session }: { session: SessionState }) {
  useDialogGates(session);
  return <DialogHost />;
}

const pending = mockBody(getGetPendingBusinessInvitationResponseMock());
const invitation = {
  ...pending,
  invitation: {
    ...pending.invitation,
    id: 'inv-alpine-1',
  },
  business: {
    ...pending.business,
    id: '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Alpine Tech AG',
  },
};

describe('the invitation gate of an existing account', () => {
  it('shows the pending invitation and declines it for good', async () => {
    api.use(
      getGetPendingBusinessInvitationMockHandler(invitation),
      getDeleteBusinessInvitationMockHandler(),
    );
    renderRouted(() => <Shell session={personal} />);
    const dialog = await screen.findByRole('dialog', { name: 'Business invitation' });
    expect(dialog.textContent).toContain('Alpine Tech AG');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(
        api.sentTo(
          'DELETE /v1/businesses/6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b/invitations/inv-alpine-1',
        ),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing when no invitation is pending', async () => {
    api.use(getGetPendingBusinessInvitationMockHandler(() => undefined));
    renderRouted(() => <Shell session={personal} />);
    await waitFor(() => expect(api.sentTo('GET /v1/user/business-invitation')).toHaveLength(1));
    // Give the answer time to open a dialog if it wrongly would.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
