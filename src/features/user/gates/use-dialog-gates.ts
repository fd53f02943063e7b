// Runs the dialog gates once per login (docs/product.md#states-login-dialogs "Dialog gates after login"). An account
// outside any business asks for a pending invitation first, so an existing account that was
// invited sees the invitation dialog too (not only the one who follows the mail's link).
// The two fetchers alone (vite.config.ts `@generated-fetchers`), not the members module's hooks,
// which the business screens use: the gates run in every screen's shell.
import {
  deleteBusinessInvitation,
  getPendingBusinessInvitation,
} from '@generated-fetchers/api/members/members';
import type { BusinessInvitationView } from '@generated/model/businessInvitationView';
import { useAcceptTerms } from '@generated/api/user/user';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { dialogGates, isFirstTermsAcceptance } from '@/lib/navigation/dialog-gates';
import type { SessionState } from '@/lib/queries/session-state';
import { membershipQueryOptions } from '@/lib/queries/membership';
import { isSsoIncomplete } from '@/lib/session';
import { whenIdle } from '@/lib/when-idle';
import { gatesDueFor } from '@/components/shell/gates/session-gates';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { runDialogGates } from './run-dialog-gates';

/** The pending invitation of an account outside any business; none when it cannot be read. */
async function pendingInvitation(): Promise<BusinessInvitationView | undefined> {
  try {
    const answer = await getPendingBusinessInvitation();
    return answer.status === 200 ? answer.data : undefined;
  } catch {
    // The gate is a courtesy at login: the /invite/{id} link of the mail still works.
    return undefined;
  }
}

export function useDialogGates(session: SessionState): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const accept = useAcceptTerms();
  const queryClient = useQueryClient();
  const user = session.user;
  useEffect(() => {
    if (!user || !gatesDueFor(user.id)) return;
    const business = session.membership?.business;
    const run = (invited?: BusinessInvitationView) => {
      const gates = dialogGates({
        attributes: user.attributes,
        businessRole: session.membership?.role,
        billing: business?.billingStatus,
        ssoIncomplete: isSsoIncomplete(),
        pendingInvitation: invited !== undefined,
      });
      runDialogGates(gates, {
        accept: (flags) =>
          accept.mutateAsync({
            data: { business_invite: false, gtc: false, tou_swisscom: false, ...flags },
          }),
        ...(invited
          ? {
              declineInvitation: () =>
                deleteBusinessInvitation(invited.business.id, invited.invitation.id),
            }
          : {}),
        joined: () => void queryClient.invalidateQueries(membershipQueryOptions()),
        navigate: (to) => void navigate({ to }),
        snackbar: (message) => showSnackbar({ message, color: 'error' }),
        logout: () => void navigate({ to: '/logout' }),
        props: {
          invitation: { businessName: invited?.business.name ?? business?.name },
          'accept-terms': { firstAcceptance: isFirstTermsAcceptance(user.attributes) },
          'locked-member': { businessName: business?.name },
        },
      });
    };
    // The /invite/{id} page is the invitation itself: no dialog over it.
    const asked = !session.membership && !isSsoIncomplete() && !pathname.startsWith('/invite/');
    // The question waits for the first screen to settle (its answer only opens a dialog).
    if (asked) whenIdle(() => void pendingInvitation().then(run));
    else run();
    // Once per user (not per render): the gates belong to the login, not to the page.
  }, [user]);
}
