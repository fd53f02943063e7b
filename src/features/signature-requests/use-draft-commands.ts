// What the sender does with a DRAFT: add signers (dialog, or "I sign too"), remove them, change
// title, message and cost centre, send it (initiate) or delete it. Each change refetches the request.
import {
  useAddSignatureRequestSignature,
  useDeleteSignatureRequest,
  useInitiateSignatureRequest,
  useRemoveSignatureRequestSignature,
  useUpdateSignatureRequest,
} from '@generated/api/signature-requests/signature-requests';
import type { Signature } from '@generated/model/signature';
import type { SignatureCreateDocumentSignaturesItem } from '@generated/model/signatureCreateDocumentSignaturesItem';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { WorkflowUpdate } from '@generated/model/workflowUpdate';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { ApiError } from '@/lib/api-client';
import { addSignerDialog, deleteDocumentsDialog, removeSignerDialog } from './dialogs';
import { placementProblemKey } from './placement-fields';
import type { RequestDetails } from './request-details-form';
import { signerBody, type SignerInput } from './signer-body';
import { useRefreshRequest } from './use-refresh-request';

type Placements = SignatureCreateDocumentSignaturesItem[];

export function useDraftCommands(request: SignatureRequest, onDeleted: () => void) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequest(request.id);
  const add = useAddSignatureRequestSignature();
  const remove = useRemoveSignatureRequestSignature();
  const update = useUpdateSignatureRequest();
  const initiate = useInitiateSignatureRequest();
  const destroy = useDeleteSignatureRequest();
  const requestId = request.id;

  const addSigner = async (signer: SignerInput, placements: Placements) => {
    try {
      await add.mutateAsync({ requestId, data: signerBody(signer, placements) });
    } catch (error) {
      // A field the server refuses (422 placement_*) is named in the editor's words; any other
      // failure is docs/product.md#errors: "Invitation fails → 'Failed to invite signer'".
      const code = error instanceof ApiError ? error.problem?.code : undefined;
      const key = placementProblemKey(code);
      showSnackbar({ message: key ? t(key) : t('signers.addFailed'), color: 'error' });
      throw error;
    }
    await refresh();
    showSnackbar({ message: t('signers.added', { email: signer.email }), color: 'success' });
  };

  return {
    /** `onAdded` runs once the signer is added (e.g. to forget the chosen placement). */
    openAddSigner: (placements: Placements, onAdded?: () => void) =>
      addSignerDialog.open(
        { title: request.title },
        {
          onAnswer: async (answer) => {
            await addSigner(answer, placements);
            onAdded?.();
          },
        },
      ),
    addSelf: (email: string, placements: Placements) =>
      addSigner({ email }, placements).catch(() => undefined),
    openRemoveSigner: (signature: Signature) =>
      removeSignerDialog.open(
        { signer: signature.name || signature.accountEmail || undefined },
        {
          onAnswer: async () => {
            await remove.mutateAsync({ requestId, signatureId: signature.id });
            await refresh();
          },
        },
      ),
    /** Title, message and cost centre replace the draft's; the other fields are sent unchanged. */
    save: async ({ title, message, costCenter }: RequestDetails) => {
      await update.mutateAsync({
        requestId,
        data: {
          title,
          ...(message ? { message } : {}),
          ...(costCenter ? { costCenter } : {}),
          ...(request.quality ? { quality: request.quality } : {}),
          ...(request.legislation ? { legislation: request.legislation } : {}),
          ...(request.exitSettings ? { exitSettings: request.exitSettings } : {}),
        },
      });
      await refresh();
      showSnackbar({ message: t('details.saved'), color: 'success' });
    },
    /** The workflow changes; the draft's other fields are sent unchanged. */
    saveWorkflow: async (workflow: WorkflowUpdate) => {
      await update.mutateAsync({
        requestId,
        data: {
          title: request.title,
          ...(request.message ? { message: request.message } : {}),
          ...(request.costCenter ? { costCenter: request.costCenter } : {}),
          ...(request.quality ? { quality: request.quality } : {}),
          ...(request.legislation ? { legislation: request.legislation } : {}),
          ...(request.exitSettings ? { exitSettings: request.exitSettings } : {}),
          workflow,
        },
      });
      await refresh();
      showSnackbar({ message: t('details.saved'), color: 'success' });
    },
    saving: update.isPending,
    saveError: update.error,
    send: () =>
      initiate.mutate(
        { requestId },
        {
          onSuccess: async () => {
            await refresh();
            showSnackbar({ message: t('actions.sent'), color: 'success' });
          },
          onError: () => showSnackbar({ message: t('actions.sendFailed'), color: 'error' }),
        },
      ),
    sending: initiate.isPending,
    openDelete: () =>
      deleteDocumentsDialog.open(
        { count: 1 },
        {
          onAnswer: async () => {
            await destroy.mutateAsync({ requestId });
            showSnackbar({ message: t('actions.deleted'), color: 'success' });
            onDeleted();
          },
        },
      ),
  };
}
