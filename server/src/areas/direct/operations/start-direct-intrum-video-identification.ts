// POST /v1/direct/user/identification/intrum/video: the direct-link signer starts its intrum
// video identification (legislation zertes); the flow is the identification area's.
import { directIdentification } from '../identification.ts';

export const startDirectIntrumVideoIdentification = directIdentification('intrum', 'video').start;
