// Handlers of the contract's `system` operations.
import type { Handlers } from '../types.ts';

export const systemHandlers: Handlers = {};
