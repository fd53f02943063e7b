// The business dialogs, loaded together on first use (docs/product.md#screens-dialogs namespace "business").
import type { DialogRegistry } from '../dialog-types';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { CancelTrialDialog } from './cancel-trial-dialog';
import { DowngradedDialog } from './downgraded-dialog';
import { FreePlanDowngradeDialog } from './free-plan-downgrade-dialog';
import { InvitationDialog } from './invitation-dialog';
import { LockedMemberDialog } from './locked-member-dialog';
import { RemoveMembersDialog } from './remove-members-dialog';
import { RemoveSeatsDialog } from './remove-seats-dialog';

export const dialogs: DialogRegistry = {
  downgraded: DowngradedDialog,
  invitation: InvitationDialog,
  'locked-member': LockedMemberDialog,
  'cancel-subscription': CancelSubscriptionDialog,
  'cancel-trial': CancelTrialDialog,
  'free-plan-downgrade': FreePlanDowngradeDialog,
  'remove-members': RemoveMembersDialog,
  'remove-seats': RemoveSeatsDialog,
};
