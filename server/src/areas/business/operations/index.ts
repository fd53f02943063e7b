// Handlers of the contract's `business` operations (the settings operations belong to the
// settings work; see pending.ts for what is still pending).
import type { Handlers } from '../../handler.ts';
import { createBusiness } from './create-business.ts';
import { getBusiness } from './get-business.ts';
import { getUserBusiness } from './get-user-business.ts';

export const businessHandlers: Handlers = { createBusiness, getBusiness, getUserBusiness };
