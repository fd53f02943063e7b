// The visual signature the signer adopted in the signing step, as the id the sign call places:
// a saved one as it is, a new one kept as the account's visual signature first (keep-adopted.ts).
// Keeping it may be refused: the signer is told why, and the step stays open.
import type { Signature } from '@generated/model/signature';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import type { AdoptedSignature } from '@/components/signing/step/adopt-signature';
import { ApiError } from '@/lib/api-client';
import { keepAdopted } from './keep-adopted';
import { visualSignatureCalls } from './sign-flow-calls';

/** The id of the adopted signature, or undefined when keeping a new one failed. */
export function useAdoptedSignatureId(name: string) {
  const { t, i18n } = useTranslation('signing');
  const queryClient = useQueryClient();
  return async (
    adopted: AdoptedSignature,
    signed: Pick<Signature, 'quality' | 'legislation'>,
  ): Promise<string | undefined> => {
    if (adopted.kind === 'saved') return adopted.id;
    try {
      const calls = await visualSignatureCalls.load();
      const id = await keepAdopted(adopted, signed, { alias: t('adopt.alias'), name, calls });
      await queryClient.invalidateQueries({ queryKey: calls.getListVisualSignaturesQueryKey() });
      return id;
    } catch (error) {
      // The catalogue's text of a known refusal (e.g. too many visual signatures), else ours;
      // the catalogue loads when a refusal needs it, not with the request's screen.
      const message =
        error instanceof ApiError && error.problem?.code
          ? (await import('@/lib/problem-messages')).problemMessage(error.problem, i18n.t)
          : t('review.visualFailed');
      showSnackbar({ message, color: 'error' });
      return undefined;
    }
  };
}
