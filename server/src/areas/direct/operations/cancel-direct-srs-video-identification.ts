// DELETE /v1/direct/user/identification/srs/video: the direct-link signer cancels its srs
// video identification (legislation eidas); the flow is the identification area's.
import { directIdentification } from '../identification.ts';

export const cancelDirectSrsVideoIdentification = directIdentification('srs', 'video').cancel;
