// The sender withdraws a request; the message is shown to every signer.
import type { DialogComponentProps } from '../dialog-types';
import { MessageDialog } from '../parts/message-dialog';

const SETUP = {
  namespace: 'dialogs-document',
  keyPrefix: 'withdraw',
  labelKey: 'message',
  action: 'withdraw',
};

export function WithdrawDialog(dialog: DialogComponentProps<{ title?: string }>) {
  return <MessageDialog setup={SETUP} {...dialog} />;
}
