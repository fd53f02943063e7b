// POST /v1/user/identification/srs/robo: starts the user's srs robo identification (legislation
// eidas); 201 with its IdentificationInfo, 409 while one is ongoing or the qualified signature is
// already held. Built by flows.ts like the direct variant.
import { startIdentification } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

export const startSrsRoboIdentification = startIdentification(userSubject, 'srs', 'robo');
