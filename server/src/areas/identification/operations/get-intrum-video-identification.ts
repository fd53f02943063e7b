// GET /v1/user/identification/intrum/video: reads the user's intrum video identification
// (legislation zertes); 404 without one. Built by flows.ts like the direct variant.
import { readIdentification } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

export const getIntrumVideoIdentification = readIdentification(userSubject, 'intrum', 'video');
