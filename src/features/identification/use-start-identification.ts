// Starting an identification (POST /v1/user/identification/{srs|intrum}/{method}) and going to
// its identUrl, where the provider's video call or self-service flow runs.
import { getGetSignatureQualitiesDetailQueryKey } from '@generated/api/user/user';
import type { Legislation } from '@generated/model/legislation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { ApiError } from '@/lib/api-client';
import { identificationCall } from './identification-methods';

export function useStartIdentification(
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  const { t } = useTranslation('identification');
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState<string>();
  const start = async (legislation: Legislation, method: string) => {
    const call = identificationCall(legislation, method);
    if (!call) return;
    setStarting(`${legislation}:${method}`);
    try {
      const { data } = await call.start();
      await queryClient.invalidateQueries({ queryKey: getGetSignatureQualitiesDetailQueryKey() });
      if (data.identUrl) go(data.identUrl);
    } catch (error) {
      const ongoing = error instanceof ApiError && error.status === 409;
      showSnackbar({ message: t(ongoing ? 'start.ongoing' : 'start.failed'), color: 'error' });
    } finally {
      setStarting(undefined);
    }
  };
  return { start, starting };
}
