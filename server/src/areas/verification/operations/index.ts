// Handlers of the contract's `verification` operations.
import type { Handlers } from '../../handler.ts';
import { verifyPdfSignatures } from './verify-pdf-signatures.ts';

export const verificationHandlers: Handlers = { verifyPdfSignatures };
