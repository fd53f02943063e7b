// Handlers of the contract's `user` operations.
import type { Handlers } from '../types.ts';

export const userHandlers: Handlers = {};
