// DELETE /v1/direct/user/identification/srs/robo: the direct-link signer cancels its srs
// robo identification (legislation eidas); the flow is the identification area's.
import { directIdentification } from '../identification.ts';

export const cancelDirectSrsRoboIdentification = directIdentification('srs', 'robo').cancel;
