// The full-screen overlays of the profile, typed: open one through its handle. The views load
// together on first use; their texts are the locale namespace 'overlays'.
import { defineOverlay } from '@/components/shell/overlays/define-overlay';

const views = () => import('./views');

export const deleteUserOverlay = defineOverlay({
  name: 'delete-user',
  view: () => views().then((module) => module.DeleteUserOverlay),
});
