// GET /v1/direct/user/identification/srs/video: the direct-link signer reads its srs
// video identification (legislation eidas); the flow is the identification area's.
import { directIdentification } from '../identification.ts';

export const getDirectSrsVideoIdentification = directIdentification('srs', 'video').read;
