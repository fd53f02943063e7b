// Renders the active overlay. The overlay components are one lazy chunk (and their texts the
// lazily loaded locale namespace 'overlays'), so none of them is in the first bundle.
import { lazy, Suspense } from 'react';
import {
  closeOverlay,
  runOverlayAction,
  useActiveOverlay,
  type ActiveOverlay,
} from './overlay-store';

const ActiveOverlayView = lazy(async () => {
  const { overlays } = await import('./registry');
  function OverlayView({ overlay }: { overlay: ActiveOverlay }) {
    const Overlay = overlays[overlay.name];
    if (!Overlay) {
      console.error(`Unknown overlay ${overlay.name}`);
      return null;
    }
    return (
      <Overlay
        props={overlay.props}
        loading={overlay.loading}
        error={overlay.error}
        onAction={(action, payload) => void runOverlayAction(overlay.id, action, payload)}
        onClose={() => closeOverlay(overlay.id)}
      />
    );
  }
  return { default: OverlayView };
});

export function OverlayHost() {
  const overlay = useActiveOverlay();
  if (!overlay) return null;
  return (
    <Suspense fallback={null}>
      <ActiveOverlayView key={overlay.id} overlay={overlay} />
    </Suspense>
  );
}
