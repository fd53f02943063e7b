// Handlers of the contract's `auth` operations.
import type { Handlers } from '../types.ts';

export const authHandlers: Handlers = {};
