// Handlers of the contract's `visual-signatures` operations.
import type { Handlers } from '../types.ts';

export const visualSignaturesHandlers: Handlers = {};
