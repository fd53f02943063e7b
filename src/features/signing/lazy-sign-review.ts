// The signing review (a dialog with the level's radio group, the consent checkbox, the signature
// pad and the seal choice) loads when the signer reaches for "Sign", not with the request view.
import { lazyOnIntent } from '@/lib/load-on-intent';

export const LazySignReview = lazyOnIntent(() =>
  import('./sign-review').then((module) => module.SignReview),
);
