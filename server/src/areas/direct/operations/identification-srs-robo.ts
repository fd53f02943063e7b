// /v1/direct/user/identification/srs/robo: the direct signer's srs robo identification
// (legislation eidas).
import { identificationOperations } from '../../identification/index.ts';
import { directSubject } from './identification-subject.ts';

const handlers = identificationOperations(directSubject, 'srs', 'robo');

export const startDirectSrsRoboIdentification = handlers.start;
export const getDirectSrsRoboIdentification = handlers.read;
export const cancelDirectSrsRoboIdentification = handlers.cancel;
