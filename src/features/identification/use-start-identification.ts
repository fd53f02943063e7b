// Starting an identification (POST /v1/user/identification/{srs|intrum}/{method}, or the direct
// variant under /v1/direct/user/...) and going to its identUrl, where the provider's video call
// or self-service flow runs (the sandbox provider's page in a test system).
import type { Legislation } from '@generated/model/legislation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-messages';
import { identificationCall } from './identification-methods';
import { qualitiesQueryOf, type IdentificationMode } from './identification-mode';

export function useStartIdentification(
  go: (url: string) => void = (url) => window.location.assign(url),
  mode: IdentificationMode = 'user',
) {
  const { t } = useTranslation(['identification', 'errors']);
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState<string>();
  const start = async (legislation: Legislation, method: string) => {
    const call = identificationCall(legislation, method);
    if (!call) return;
    setStarting(`${legislation}:${method}`);
    try {
      const { data } = await call.start[mode]();
      await queryClient.invalidateQueries({ queryKey: qualitiesQueryOf(mode).queryKey });
      if (data.identUrl) go(data.identUrl);
    } catch (error) {
      const problem = error instanceof ApiError ? error.problem : undefined;
      const message =
        error instanceof ApiError &&
        error.status === 409 &&
        problem?.code === 'identification_ongoing'
          ? t('start.ongoing')
          : problem?.code
            ? problemMessage(problem, t)
            : t('start.failed');
      showSnackbar({ message, color: 'error' });
    } finally {
      setStarting(undefined);
    }
  };
  return { start, starting };
}
