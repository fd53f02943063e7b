// What happens to an OPEN request besides signing: a signer declines, the sender withdraws it or
// reminds the signers who have not signed yet.
import {
  useDeclineSignatureRequest,
  useRemindSignatureRequestSigners,
  useWithdrawSignatureRequest,
} from '@generated/api/signature-requests/signature-requests';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { declineSigningRequestDialog } from '@/components/signing/dialogs';
import { withdrawDialog } from './dialogs';
import { useRefreshRequest } from './use-refresh-request';

export function useOpenCommands(request: SignatureRequest) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequest(request.id);
  const decline = useDeclineSignatureRequest();
  const withdraw = useWithdrawSignatureRequest();
  const remind = useRemindSignatureRequestSigners();
  const requestId = request.id;
  return {
    openDecline: () =>
      declineSigningRequestDialog.open(
        { title: request.title },
        {
          onAnswer: async (answer) => {
            await decline.mutateAsync({ requestId, data: answer });
            await refresh();
            showSnackbar({ message: t('actions.declined') });
          },
        },
      ),
    openWithdraw: () =>
      withdrawDialog.open(
        { title: request.title },
        {
          onAnswer: async (answer) => {
            await withdraw.mutateAsync({ requestId, data: answer });
            await refresh();
            showSnackbar({ message: t('actions.withdrawn') });
          },
        },
      ),
    remind: () =>
      remind.mutate(
        { requestId },
        {
          onSuccess: () => {
            void refresh();
            showSnackbar({ message: t('actions.reminded'), color: 'success' });
          },
          // docs/product.md#errors: "Reminder fails → 'Failed to remind signers'".
          onError: () => showSnackbar({ message: t('actions.remindFailed'), color: 'error' }),
        },
      ),
    reminding: remind.isPending,
  };
}
