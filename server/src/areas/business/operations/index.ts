// Handlers of the contract's `business` operations implemented so far (the rest of the tag is
// pending: see pending.ts).
import { getUserBusiness } from './get-user-business.ts';
import type { Handlers } from '../../handler.ts';

export const businessHandlers: Handlers = { getUserBusiness };
