// /v1/user/identification/srs/robo: the user's srs robo identification (legislation eidas).
import { identificationOperations } from '../flows.ts';
import { userSubject } from './user-subject.ts';

const handlers = identificationOperations(userSubject, 'srs', 'robo');

export const startSrsRoboIdentification = handlers.start;
export const getSrsRoboIdentification = handlers.read;
export const cancelSrsRoboIdentification = handlers.cancel;
