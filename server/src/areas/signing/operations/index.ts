// Handlers of the contract's `signing` operations; the direct variants are in ../direct/.
import type { Handlers } from '../../handler.ts';
import { proceedSwisscomSignature } from './proceed-swisscom-signature.ts';
import { signSignatureRequests } from './sign-signature-requests.ts';

export const signingHandlers: Handlers = {
  signSignatureRequests,
  proceedSwisscomSignature,
};
