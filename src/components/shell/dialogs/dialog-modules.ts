// One dynamic import per dialog namespace: Vite splits each into its own chunk, so no dialog
// code is in the first bundle (docs/product.md#screens-dialogs "Lazy-loaded dialogs by namespace").
import type { DialogNamespace } from './dialog-names';
import type { DialogRegistry } from './dialog-types';

export type DialogModule = { dialogs: DialogRegistry };

export const dialogModules: Record<DialogNamespace, () => Promise<DialogModule>> = {
  document: () => import('./document'),
  business: () => import('./business'),
  profile: () => import('./profile'),
  'visual-signature': () => import('./visual-signature'),
  general: () => import('./general'),
};
