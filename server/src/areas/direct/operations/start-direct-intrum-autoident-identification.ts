// POST /v1/direct/user/identification/intrum/autoident: the direct-link signer starts its intrum
// autoident identification (legislation zertes); the flow is the identification area's.
import { directIdentification } from '../identification.ts';

export const startDirectIntrumAutoidentIdentification = directIdentification(
  'intrum',
  'autoident',
).start;
