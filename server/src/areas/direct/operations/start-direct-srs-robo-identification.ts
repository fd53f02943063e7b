// POST /v1/direct/user/identification/srs/robo: the direct-link signer starts its srs
// robo identification (legislation eidas); the flow is the identification area's.
import { directIdentification } from '../identification.ts';

export const startDirectSrsRoboIdentification = directIdentification('srs', 'robo').start;
