// DELETE /v1/direct/user/identification/intrum/autoident: the direct-link signer cancels its intrum
// autoident identification (legislation zertes); the flow is the identification area's.
import { directIdentification } from '../identification.ts';

export const cancelDirectIntrumAutoidentIdentification = directIdentification(
  'intrum',
  'autoident',
).cancel;
