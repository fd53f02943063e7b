// An object URL for a Blob (a page or preview PNG, a seal image the api client fetched with the
// session), revoked when the Blob changes or the component goes away.
import { useEffect, useState } from 'react';

export function useBlobUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
