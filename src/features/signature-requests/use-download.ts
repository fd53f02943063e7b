// Runs one download at a time per screen part, with its button busy meanwhile and a snackbar
// when it fails.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';

export function useDownload() {
  const { t } = useTranslation('requests');
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const run = (name: string, download: () => Promise<void>) => {
    if (busy) return;
    setBusy(name);
    download()
      .catch(() => showSnackbar({ message: t('downloads.failed'), color: 'error' }))
      .finally(() => setBusy(undefined));
  };
  return { busy, run };
}
