// Opens the dialog gates one after the other (one dialog at a time, docs/product.md#states-shell), in the order
// dialogGates() gives them; a gate that is dismissed stops the chain until the next login. The
// invitation's "decline" declines a pending invitation for good (the invitee's DELETE of it);
// "accept" joins its business (POST /v1/user/accept with business_invite).
import type { DialogGate } from '@/lib/navigation/dialog-gates';
import { DOWNGRADE_FAILURE_SNACKBAR, DOWNGRADE_TARGET } from '@/lib/navigation/dialog-gates';
import type { DialogRequest } from '../dialogs/dialog-store';

export interface GateEffects {
  openDialog: (request: DialogRequest) => unknown;
  /** POST /v1/user/accept with the given flags. */
  accept: (flags: { business_invite?: boolean; gtc?: boolean }) => Promise<unknown>;
  /** Declines the pending invitation the dialog shows; absent for a member (nothing to decline). */
  declineInvitation?: () => Promise<unknown>;
  /** After the account joined a business: its membership must be read again. */
  joined?: () => void;
  navigate: (to: string) => void;
  snackbar: (message: string) => void;
  logout: () => void;
  props?: Partial<Record<DialogGate['name'], Record<string, unknown>>>;
}

const ACCEPT = { business_invite: false, gtc: false, tou_swisscom: false };

export function runDialogGates(gates: readonly DialogGate[], effects: GateEffects, index = 0) {
  const gate = gates[index];
  if (!gate) return;
  const next = () => runDialogGates(gates, effects, index + 1);
  const onAction = async (action: string) => {
    if (gate.name === 'invitation') {
      if (action === 'accept') {
        await effects.accept({ ...ACCEPT, business_invite: true });
        effects.joined?.();
      } else if (action === 'decline') {
        await effects.declineInvitation?.();
      }
    } else if (gate.name === 'downgraded') {
      try {
        await effects.accept({ ...ACCEPT, gtc: true });
      } catch (error) {
        effects.snackbar(DOWNGRADE_FAILURE_SNACKBAR);
        throw error;
      }
      effects.navigate(DOWNGRADE_TARGET);
    } else if (gate.name === 'accept-terms') {
      await effects.accept({ ...ACCEPT, gtc: true });
    } else if (gate.name === 'locked-member' && action === 'logout') {
      effects.logout();
      return;
    }
    // The dialog closes after this handler; the next gate opens right after.
    setTimeout(next, 0);
  };
  effects.openDialog({
    namespace: gate.namespace,
    name: gate.name,
    props: effects.props?.[gate.name] ?? {},
    onAction,
  } as DialogRequest);
}
