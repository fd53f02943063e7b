// What the user does with visual signatures, each followed by a fresh list: save (create, or
// update the saved one), make default, upload or remove a custom image, delete (after the
// delete-signature dialog). A generated placeholder (nothing saved yet) is created, not updated.
import {
  createVisualSignature,
  deleteVisualSignature,
  deleteVisualSignatureImage,
  getGetDefaultVisualSignatureQueryKey,
  getListVisualSignaturesQueryKey,
  updateVisualSignature,
  uploadVisualSignatureImage,
} from '@generated/api/visual-signatures/visual-signatures';
import type { VisualSignature } from '@generated/model/visualSignature';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { deleteSignatureDialog } from './dialogs';
import type { EditorResult } from './signature-editor';
import { inputOf, toInput } from './signature-values';

/** Images the upload accepts (contract: `image/png` or `image/jpeg`). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export function useSignatureActions() {
  const { t } = useTranslation('visual-signatures');
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListVisualSignaturesQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetDefaultVisualSignatureQueryKey() }),
    ]);
  // Runs a call, refreshes the list and says how it went.
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
    } catch (error) {
      showSnackbar({ message: t('actions.failed'), color: 'error' });
      throw error;
    } finally {
      await refresh();
    }
    showSnackbar({ message: t(done), color: 'success' });
  };

  return {
    save: (signature: VisualSignature | undefined, { values, makeDefault }: EditorResult) =>
      run(
        () =>
          signature && !signature.placeholder
            ? updateVisualSignature(signature.id, toInput(values, makeDefault))
            : createVisualSignature(toInput(values, makeDefault || !!signature?.placeholder)),
        'actions.saved',
      ),
    makeDefault: (signature: VisualSignature) =>
      run(
        () => updateVisualSignature(signature.id, inputOf(signature, true)),
        'actions.defaultSet',
      ),
    uploadImage: (signature: VisualSignature, file: File) => {
      if (!IMAGE_TYPES.includes(file.type)) {
        showSnackbar({ message: t('actions.wrongImage'), color: 'error' });
        return Promise.resolve();
      }
      // The generated type says string (the contract's part has no `type`,
      // docs/architecture.md#decision-file-parts), but the
      // generated call appends it to a FormData, which is what a File needs.
      const upload = { file: file as unknown as string };
      return run(() => uploadVisualSignatureImage(signature.id, upload), 'actions.imageSet');
    },
    removeImage: (signature: VisualSignature) =>
      run(() => deleteVisualSignatureImage(signature.id), 'actions.imageRemoved'),
    remove: (signature: VisualSignature) =>
      deleteSignatureDialog.open(
        { alias: signature.alias || signature.name, isDefault: signature.default },
        { onAnswer: () => run(() => deleteVisualSignature(signature.id), 'actions.deleted') },
      ),
  };
}
