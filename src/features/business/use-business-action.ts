// A change to the business made from a screen: runs the call, refreshes the business's lists,
// says what happened in a snackbar (the translated failure when it did not work) and passes a
// failure on, so a dialog that started it stays open.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { failureText, refreshBusiness } from './business-data';

export function useBusinessAction<Input>(
  businessId: string,
  call: (input: Input) => Promise<unknown>,
  /** Key in the `business` namespace of the success message; interpolates the input. */
  done?: (input: Input) => string,
) {
  const { t } = useTranslation(['business', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (_answer, input) => {
      await refreshBusiness(queryClient, businessId);
      if (done) showSnackbar({ message: done(input), color: 'success' });
    },
    onError: (error) => showSnackbar({ message: failureText(error, t), color: 'error' }),
  });
}
