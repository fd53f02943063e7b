// The signing review (a dialog with the level's radio group, the consent checkbox, the signature
// pad and the seal choice) and the calls it reads with loads when the signer reaches for "Sign", not with the request view.
import { lazyOnIntent } from '@/lib/load-on-intent';

export const LazySignReview = lazyOnIntent(() =>
  import('./sign-review-stage').then((module) => module.SignReviewStage),
);
