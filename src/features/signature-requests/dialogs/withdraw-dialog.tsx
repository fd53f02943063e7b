// The sender withdraws a request; the message is shown to every signer.
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { MessageDialog, type MessageAnswer } from '@/components/shell/dialogs/parts/message-dialog';

const SETUP = {
  namespace: 'dialogs-document',
  keyPrefix: 'withdraw',
  labelKey: 'message',
};

export function WithdrawDialog(dialog: DialogViewProps<{ title?: string }, MessageAnswer>) {
  return <MessageDialog setup={SETUP} {...dialog} />;
}
