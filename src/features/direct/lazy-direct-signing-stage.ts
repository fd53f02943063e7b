// The direct signer's signing step and its texts (the `signing` namespace, which the direct-sign
// page does not show otherwise) load when the signer reaches for "Sign", not with the page.
import { i18n } from '@/lib/i18n';
import { lazyOnIntent } from '@/lib/load-on-intent';

export const LazyDirectSigningStage = lazyOnIntent(() =>
  Promise.all([
    import('./direct-signing-stage'),
    // (An instance not started yet, e.g. a test's own, has nothing to load.)
    i18n.isInitialized ? i18n.loadNamespaces('signing').catch(() => undefined) : undefined,
  ]).then(([module]) => module.DirectSigningStage),
);
