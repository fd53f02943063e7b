// GET /v1/user/identification/srs/robo: reads the user's srs robo identification (legislation
// eidas); 404 without one. Built by flows.ts like the direct variant.
import { readIdentification } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

export const getSrsRoboIdentification = readIdentification(userSubject, 'srs', 'robo');
