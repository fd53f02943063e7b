// GET /v1/direct/user/identification/srs/robo: the direct-link signer reads its srs
// robo identification (legislation eidas); the flow is the identification area's.
import { directIdentification } from '../identification.ts';

export const getDirectSrsRoboIdentification = directIdentification('srs', 'robo').read;
