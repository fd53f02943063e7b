// /v1/direct/user/identification/srs/video: the direct signer's srs video identification
// (legislation eidas).
import { identificationOperations } from '../../identification/index.ts';
import { directSubject } from './identification-subject.ts';

const handlers = identificationOperations(directSubject, 'srs', 'video');

export const startDirectSrsVideoIdentification = handlers.start;
export const getDirectSrsVideoIdentification = handlers.read;
export const cancelDirectSrsVideoIdentification = handlers.cancel;
