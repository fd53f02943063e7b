// Renders the active overlay. Each feature's overlay views are one lazily imported module (see
// defineOverlay) and their texts the lazily loaded locale namespace 'overlays', so none of them
// is in the first bundle.
import { Fragment, Suspense } from 'react';
import { closeOverlay, useActiveOverlay } from './overlay-store';

export function OverlayHost() {
  const overlay = useActiveOverlay();
  if (!overlay) return null;
  return (
    <Suspense fallback={null}>
      <Fragment key={overlay.id}>
        {overlay.render({
          loading: overlay.loading,
          error: overlay.error,
          close: () => closeOverlay(overlay.id),
        })}
      </Fragment>
    </Suspense>
  );
}
