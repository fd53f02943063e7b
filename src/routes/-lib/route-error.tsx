// The error page for every error but 401 (docs/product.md#screens-shell "401 shows no error page": the session
// has logged out and the login page follows). A failed chunk forces one reload first. The
// error reaches the error-reporting service (when configured) unless it is a 401.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorPage } from '@/components/shell/frame/error-page';
import { ApiError } from '@/lib/api-client';
import { forceReload, isChunkLoadError } from '@/lib/chunk-reload';
import { reportError } from '@/lib/integrations/error-reporting';

export function RouteError({ error }: ErrorComponentProps) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) forceReload();
    else {
      console.warn('Route error', error);
      if (!(error instanceof ApiError && error.status === 401)) reportError(error);
    }
  }, [chunk, error]);
  if (error instanceof ApiError && error.status === 401) return null;
  return <ErrorPage status={error instanceof ApiError ? error.status : undefined} />;
}
