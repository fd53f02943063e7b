// /v1/user/identification/srs/video: the user's srs video identification (legislation eidas).
import { identificationOperations } from '../flows.ts';
import { userSubject } from './user-subject.ts';

const handlers = identificationOperations(userSubject, 'srs', 'video');

export const startSrsVideoIdentification = handlers.start;
export const getSrsVideoIdentification = handlers.read;
export const cancelSrsVideoIdentification = handlers.cancel;
