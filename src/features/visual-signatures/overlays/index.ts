// The full-screen overlays of the visual signatures, typed: open one through its handle. The views load
// together on first use; their texts are the locale namespace 'overlays'.
import { defineOverlay } from '@/components/shell/overlays/define-overlay';

const views = () => import('./views');

export const editSignatureOverlay = defineOverlay({
  name: 'edit-signature',
  view: () => views().then((module) => module.EditSignatureOverlay),
});
