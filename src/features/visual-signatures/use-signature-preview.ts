// The PNG of visual signature fields as rendered by the server (POST
// /v1/user/preview-visual-signature), asked once typing pauses and cached per set of fields.
import { previewVisualSignature } from '@generated/api/visual-signatures/visual-signatures';
import type { VisualSignaturePreviewRequest } from '@generated/model/visualSignaturePreviewRequest';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBlobUrl } from '@/lib/use-blob-url';
import { apiOptions } from '@/lib/api-client';

/** Pause after the last change before rendering again, so typing sends one call. */
export const PREVIEW_DELAY_MS = 400;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [key, delay]); // the value itself changes identity on every render; its JSON does not
  return settled;
}

export function useSignaturePreview(body: VisualSignaturePreviewRequest | undefined, delay = 0) {
  const settled = useDebounced(body, delay);
  const query = useQuery({
    queryKey: ['/v1/user/preview-visual-signature', settled],
    queryFn: async ({ signal }) => {
      const answer = await previewVisualSignature(settled!, apiOptions({ signal, quiet: true }));
      return answer.data instanceof Blob ? answer.data : undefined;
    },
    enabled: !!settled?.name,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  return { url: useBlobUrl(query.data), failed: query.isError, loading: query.isFetching };
}
