// The full-screen overlays of billing shared by the billing and business screens, typed: open one through its handle. The views load
// together on first use; their texts are the locale namespace 'overlays'.
import { defineOverlay } from '@/components/shell/overlays/define-overlay';

const views = () => import('./views');

export const addSeatsOverlay = defineOverlay({
  name: 'add-seats',
  view: () => views().then((module) => module.AddSeatsOverlay),
});
