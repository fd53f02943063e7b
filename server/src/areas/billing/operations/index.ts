// Handlers of the contract's `billing` operations implemented so far: only cancelling a trial
// (the rest of the tag is pending, see pending.ts).
import type { Handlers } from '../../handler.ts';
import { cancelTrial } from './cancel-trial.ts';

export const billingHandlers: Handlers = { cancelTrial };
