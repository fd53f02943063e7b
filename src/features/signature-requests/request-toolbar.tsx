// The buttons of the actions the request's status and the viewer's part allow.
import { Button, HStack } from '@chakra-ui/react';
import {
  delegateSignatureRequest,
  getGetSignatureRequestQueryKey,
} from '@generated/api/signature-requests/signature-requests';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { intentProps } from '@/lib/load-on-intent';
import { delegateDialog } from './dialogs';
import { downloadReport, downloadZip } from './downloads';
import type { RequestActions } from './request-permissions';
import { useDownload } from './use-download';

export interface ToolbarHandlers {
  onSign?: () => void;
  /** Pointer or focus on "Sign": the signing step's code starts loading. */
  onSignIntent?: () => void;
  onDecline: () => void;
  onSend: () => void;
  sending: boolean;
  onRemind: () => void;
  reminding: boolean;
  onWithdraw: () => void;
  onDelete: () => void;
}

export function RequestToolbar({
  request,
  actions,
  handlers,
}: {
  request: SignatureRequest;
  actions: RequestActions;
  handlers: ToolbarHandlers;
}) {
  const { t } = useTranslation(['requests', 'dashboard', 'snackbars']);
  const download = useDownload();
  const queryClient = useQueryClient();
  // A signer whose own signature is open may hand it to someone else (POST /delegate).
  const delegate = () =>
    delegateDialog.open(
      { title: request.title },
      {
        onAnswer: async (answer) => {
          await delegateSignatureRequest(request.id, answer);
          await queryClient.invalidateQueries({
            queryKey: getGetSignatureRequestQueryKey(request.id),
          });
          showSnackbar({ message: t('snackbars:requests.delegated'), color: 'success' });
        },
      },
    );
  return (
    // On a phone the buttons share the rows and their labels may break, so the toolbar never
    // grows wider than the screen (it overflowed a 390 px screen by 232 px in one line).
    <HStack
      gap="2"
      wrap="wrap"
      w="full"
      minW="0"
      data-testid="request-toolbar"
      css={{
        '& > button': {
          flex: { base: '1 1 auto', md: '0 0 auto' },
          whiteSpace: 'normal',
          h: 'auto',
          minH: '10',
          py: '2',
        },
      }}
    >
      {actions.sign && handlers.onSign && (
        <Button
          colorPalette="brand"
          onClick={handlers.onSign}
          {...(handlers.onSignIntent ? intentProps(handlers.onSignIntent) : {})}
          data-testid="sign"
        >
          {t('actions.sign')}
        </Button>
      )}
      {actions.decline && (
        <Button variant="outline" colorPalette="red" onClick={handlers.onDecline}>
          {t('actions.decline')}
        </Button>
      )}
      {actions.decline && (
        <Button variant="outline" onClick={delegate} data-testid="delegate">
          {t('dashboard:row.delegate')}
        </Button>
      )}
      {actions.addSigner && (
        <Button
          colorPalette="brand"
          onClick={handlers.onSend}
          disabled={!actions.send}
          loading={handlers.sending}
          data-testid="send"
          title={actions.send ? undefined : t('actions.sendHint')}
        >
          {t('actions.send')}
        </Button>
      )}
      {actions.remind && (
        <Button variant="outline" onClick={handlers.onRemind} loading={handlers.reminding}>
          {t('actions.remind')}
        </Button>
      )}
      {actions.withdraw && (
        <Button variant="outline" colorPalette="orange" onClick={handlers.onWithdraw}>
          {t('actions.withdraw')}
        </Button>
      )}
      {actions.downloadZip && (
        <Button
          variant="outline"
          loading={download.busy === 'zip'}
          onClick={() => download.run('zip', () => downloadZip(request))}
          data-testid="download-zip"
        >
          {t('downloads.zip')}
        </Button>
      )}
      {request.statusOverall !== 'DRAFT' && (
        <Button
          variant="outline"
          loading={download.busy === 'report'}
          onClick={() => download.run('report', () => downloadReport(request))}
        >
          {t('downloads.report')}
        </Button>
      )}
      {actions.remove && (
        <Button variant="ghost" colorPalette="red" onClick={handlers.onDelete}>
          {t('actions.delete')}
        </Button>
      )}
    </HStack>
  );
}
