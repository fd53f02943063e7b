// What one dashboard row offers, by the request's status and the viewer's part in it
// (request-permissions.ts): open, remind the signers, withdraw, delete, download the signed files.
// The menu itself is row-actions-menu.tsx (its code loads when a row's button is reached for).
import {
  delegateSignatureRequest,
  deleteSignatureRequest,
  remindSignatureRequestSigners,
  withdrawSignatureRequest,
} from '@generated/api/signature-requests/signature-requests';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { delegateDialog, deleteDocumentsDialog, withdrawDialog } from './dialogs';
import { downloadSignedDocuments } from './downloads';
import { requestActions, type Viewer } from './request-permissions';
import { RowActionsMenu } from './row-actions-menu';

/** Query key prefix of every list answer, refreshed after a row changed. */
const LIST_KEY = ['/v3/signature-requests'];

export function RequestRowActions({
  request,
  viewer,
}: {
  request: SignatureRequest;
  viewer: Viewer;
}) {
  const { t } = useTranslation(['dashboard', 'requests', 'snackbars']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = requestActions(request, viewer);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });
  const requestId = request.id;

  const remind = () =>
    remindSignatureRequestSigners(requestId).then(
      () => showSnackbar({ message: t('requests:actions.reminded'), color: 'success' }),
      // docs/product.md#errors: "Reminder fails → 'Failed to remind signers'".
      () => showSnackbar({ message: t('requests:actions.remindFailed'), color: 'error' }),
    );
  const withdraw = () =>
    withdrawDialog.open(
      { title: request.title },
      {
        onAnswer: async (answer) => {
          await withdrawSignatureRequest(requestId, answer);
          await refresh();
          showSnackbar({ message: t('requests:actions.withdrawn'), color: 'success' });
        },
      },
    );
  const remove = () =>
    deleteDocumentsDialog.open(
      { count: 1 },
      {
        onAnswer: async () => {
          await deleteSignatureRequest(requestId);
          await refresh();
          showSnackbar({ message: t('dashboard:row.deleted'), color: 'success' });
        },
      },
    );
  const delegate = () =>
    delegateDialog.open(
      { title: request.title },
      {
        onAnswer: async (answer) => {
          await delegateSignatureRequest(requestId, answer);
          await refresh();
          showSnackbar({ message: t('snackbars:requests.delegated'), color: 'success' });
        },
      },
    );
  const download = () =>
    downloadSignedDocuments(request).catch(() =>
      showSnackbar({ message: t('requests:downloads.failed'), color: 'error' }),
    );

  const items = [
    { value: 'open', run: () => navigate({ to: '/view/$srid', params: { srid: requestId } }) },
    ...(allowed.remind ? [{ value: 'remind', run: remind }] : []),
    ...(allowed.decline ? [{ value: 'delegate', run: delegate }] : []),
    ...(allowed.downloadZip ? [{ value: 'download', run: download }] : []),
    ...(allowed.withdraw ? [{ value: 'withdraw', run: withdraw }] : []),
    ...(allowed.remove ? [{ value: 'delete', run: remove }] : []),
  ];
  return (
    <RowActionsMenu
      label={t('dashboard:row.actionsFor', { title: request.title })}
      text={t('dashboard:row.actions')}
      items={items.map((item) => ({
        value: item.value,
        label: t(`dashboard:row.${item.value}`),
        danger: item.value === 'delete',
      }))}
      onSelect={(value) => void items.find((item) => item.value === value)?.run()}
    />
  );
}
