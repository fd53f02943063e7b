// The step-up form's dialog (Chakra's dialog machine, focus trap, fields) loads when a qualified
// signature is on its way, not with the screen that may need it.
import { lazyOnIntent } from '@/lib/load-on-intent';

export const LazyStepUpForm = lazyOnIntent(() =>
  import('./step-up-form').then((module) => module.StepUpForm),
);
