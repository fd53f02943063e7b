// /v1/direct/user/identification/intrum/autoident: the direct signer's intrum autoident identification
// (legislation zertes).
import { identificationOperations } from '../../identification/index.ts';
import { directSubject } from './identification-subject.ts';

const handlers = identificationOperations(directSubject, 'intrum', 'autoident');

export const startDirectIntrumAutoidentIdentification = handlers.start;
export const getDirectIntrumAutoidentIdentification = handlers.read;
export const cancelDirectIntrumAutoidentIdentification = handlers.cancel;
