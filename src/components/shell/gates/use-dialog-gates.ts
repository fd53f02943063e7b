// Runs the dialog gates once per login (seed 000 §4 "Dialog gates after login").
import { useAcceptTerms } from '@generated/api/user/user';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { dialogGates, isFirstTermsAcceptance } from '@/lib/navigation/dialog-gates';
import type { SessionState } from '@/lib/queries/session-state';
import { isSsoIncomplete } from '@/lib/session';
import { openDialog } from '../dialogs/dialog-store';
import { showSnackbar } from '../snackbars/snackbar-store';
import { runDialogGates } from './run-dialog-gates';

let shownFor: string | undefined;

/** Lets the gates run again (after logging out). */
export function resetDialogGates(): void {
  shownFor = undefined;
}

export function useDialogGates(session: SessionState): void {
  const navigate = useNavigate();
  const accept = useAcceptTerms();
  const user = session.user;
  useEffect(() => {
    if (!user || shownFor === user.id) return;
    shownFor = user.id;
    const business = session.membership?.business;
    const gates = dialogGates({
      attributes: user.attributes,
      businessRole: session.membership?.role,
      billing: business?.billingStatus,
      ssoIncomplete: isSsoIncomplete(),
    });
    runDialogGates(gates, {
      openDialog,
      accept: (flags) =>
        accept.mutateAsync({
          data: { business_invite: false, gtc: false, tou_swisscom: false, ...flags },
        }),
      navigate: (to) => void navigate({ to }),
      snackbar: (message) => showSnackbar({ message, color: 'error' }),
      logout: () => void navigate({ to: '/logout' }),
      props: {
        invitation: { businessName: business?.name },
        downgraded: {},
        'accept-terms': { firstAcceptance: isFirstTermsAcceptance(user.attributes) },
        'locked-member': { businessName: business?.name },
      },
    });
    // Once per user (not per render): the gates belong to the login, not to the page.
  }, [user]);
}
