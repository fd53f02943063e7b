// A signer declines a request; the reason goes to the sender and the other signers.
import type { DialogComponentProps } from '../dialog-types';
import { MessageDialog } from '../parts/message-dialog';

const SETUP = {
  namespace: 'dialogs-general',
  keyPrefix: 'decline-signing-request',
  labelKey: 'reason',
  action: 'decline',
};

export function DeclineSigningRequestDialog(dialog: DialogComponentProps<{ title?: string }>) {
  return <MessageDialog setup={SETUP} {...dialog} />;
}
