// GET /v1/direct/user/identification/intrum/autoident: the direct-link signer reads its intrum
// autoident identification (legislation zertes); the flow is the identification area's.
import { directIdentification } from '../identification.ts';

export const getDirectIntrumAutoidentIdentification = directIdentification(
  'intrum',
  'autoident',
).read;
