// Loads one page image when `enabled`, as an object URL that is revoked when it is replaced or
// the page unmounts. `reload` tries again after a failure.
import { useCallback, useEffect, useState } from 'react';
import type { LoadPage } from './viewer-types';

export type PageImage =
  | { state: 'idle' | 'loading' }
  | { state: 'loaded'; url: string }
  | { state: 'failed'; error: unknown };

export function usePageImage(
  loadPage: LoadPage,
  pageNumber: number,
  scale: number,
  enabled: boolean,
): PageImage & { reload: () => void } {
  const [image, setImage] = useState<PageImage>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let url: string | undefined;
    setImage({ state: 'loading' });
    loadPage(pageNumber, scale).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setImage({ state: 'loaded', url });
        else URL.revokeObjectURL(url);
      },
      (error: unknown) => {
        if (live) setImage({ state: 'failed', error });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [loadPage, pageNumber, scale, enabled, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...image, reload };
}
