// A signer declines a request; the reason goes to the sender and the other signers.
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { MessageDialog, type MessageAnswer } from '@/components/shell/dialogs/parts/message-dialog';

const SETUP = {
  namespace: 'dialogs-general',
  keyPrefix: 'decline-signing-request',
  labelKey: 'reason',
};

export function DeclineSigningRequestDialog(
  dialog: DialogViewProps<{ title?: string }, MessageAnswer>,
) {
  return <MessageDialog setup={SETUP} {...dialog} />;
}
