// /v1/direct/user/identification/intrum/video: the direct signer's intrum video identification
// (legislation zertes).
import { identificationOperations } from '../../identification/index.ts';
import { directSubject } from './identification-subject.ts';

const handlers = identificationOperations(directSubject, 'intrum', 'video');

export const startDirectIntrumVideoIdentification = handlers.start;
export const getDirectIntrumVideoIdentification = handlers.read;
export const cancelDirectIntrumVideoIdentification = handlers.cancel;
