// The signing step (the document's pages, the level, the signature to adopt, the consent, the
// seal choice) and the calls it reads load when the signer reaches for "Sign", not with the
// request view.
import { lazyOnIntent } from '@/lib/load-on-intent';

export const LazySigningStep = lazyOnIntent(() =>
  import('./signing-step-stage').then((module) => module.SigningStepStage),
);
