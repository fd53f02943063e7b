// /v1/user/identification/intrum/video: the user's intrum video identification (legislation zertes).
import { identificationOperations } from '../flows.ts';
import { userSubject } from './user-subject.ts';

const handlers = identificationOperations(userSubject, 'intrum', 'video');

export const startIntrumVideoIdentification = handlers.start;
export const getIntrumVideoIdentification = handlers.read;
export const cancelIntrumVideoIdentification = handlers.cancel;
