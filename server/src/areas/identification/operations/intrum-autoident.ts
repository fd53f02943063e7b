// /v1/user/identification/intrum/autoident: the user's intrum autoident identification (legislation zertes).
import { identificationOperations } from '../flows.ts';
import { userSubject } from './user-subject.ts';

const handlers = identificationOperations(userSubject, 'intrum', 'autoident');

export const startIntrumAutoidentIdentification = handlers.start;
export const getIntrumAutoidentIdentification = handlers.read;
export const cancelIntrumAutoidentIdentification = handlers.cancel;
