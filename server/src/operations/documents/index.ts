// Handlers of the contract's `documents` operations.
import type { Handlers } from '../types.ts';

export const documentsHandlers: Handlers = {};
