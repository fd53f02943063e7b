// Opens the dialog gates one after the other (one dialog at a time, docs/product.md#states-shell), in the order
// dialogGates() gives them, each through its typed dialog; a gate that is dismissed stops the
// chain until the next login. The invitation's "decline" declines a pending invitation for good
// (the invitee's DELETE of it); "accept" joins its business (POST /v1/user/accept with business_invite).
import type { DialogGate } from '@/lib/navigation/dialog-gates';
import { DOWNGRADE_FAILURE_SNACKBAR, DOWNGRADE_TARGET } from '@/lib/navigation/dialog-gates';
import {
  acceptTermsDialog,
  downgradedDialog,
  invitationDialog,
  lockedMemberDialog,
} from '../dialogs';

/** What each gate's dialog shows. */
export interface GateProps {
  invitation?: Parameters<typeof invitationDialog.open>[0];
  downgraded?: Parameters<typeof downgradedDialog.open>[0];
  'accept-terms'?: Parameters<typeof acceptTermsDialog.open>[0];
  'locked-member'?: Parameters<typeof lockedMemberDialog.open>[0];
}

export interface GateEffects {
  /** POST /v1/user/accept with the given flags. */
  accept: (flags: { business_invite?: boolean; gtc?: boolean }) => Promise<unknown>;
  /** Declines the pending invitation the dialog shows; absent for a member (nothing to decline). */
  declineInvitation?: () => Promise<unknown>;
  /** After the account joined a business: its membership must be read again. */
  joined?: () => void;
  navigate: (to: string) => void;
  snackbar: (message: string) => void;
  logout: () => void;
  props?: GateProps;
}

const ACCEPT = { business_invite: false, gtc: false, tou_swisscom: false };

/** Opens one gate's dialog; `next` runs once it was answered (not when it is dismissed). */
function openGate(gate: DialogGate, effects: GateEffects, next: () => void): void {
  // The dialog closes after the answer's handler; the next gate opens right after.
  const then = () => void setTimeout(next, 0);
  const props = effects.props ?? {};
  switch (gate.name) {
    case 'invitation':
      void invitationDialog.open(props.invitation ?? {}, {
        onAnswer: async (answer) => {
          if (answer === 'accept') {
            await effects.accept({ ...ACCEPT, business_invite: true });
            effects.joined?.();
          } else {
            await effects.declineInvitation?.();
          }
          then();
        },
      });
      return;
    case 'downgraded':
      void downgradedDialog.open(props.downgraded ?? {}, {
        onAnswer: async () => {
          try {
            await effects.accept({ ...ACCEPT, gtc: true });
          } catch (error) {
            effects.snackbar(DOWNGRADE_FAILURE_SNACKBAR);
            throw error;
          }
          effects.navigate(DOWNGRADE_TARGET);
          then();
        },
      });
      return;
    case 'accept-terms':
      void acceptTermsDialog.open(props['accept-terms'] ?? {}, {
        onAnswer: async () => {
          await effects.accept({ ...ACCEPT, gtc: true });
          then();
        },
      });
      return;
    case 'locked-member':
      // Logging out ends the chain: the gates run again at the next login.
      void lockedMemberDialog.open(props['locked-member'] ?? {}, {
        onAnswer: () => effects.logout(),
      });
  }
}

export function runDialogGates(gates: readonly DialogGate[], effects: GateEffects, index = 0) {
  const gate = gates[index];
  if (gate) openGate(gate, effects, () => runDialogGates(gates, effects, index + 1));
}
