// GET /v1/user/identification/srs/video: reads the user's srs video identification (legislation
// eidas); 404 without one. Built by flows.ts like the direct variant.
import { readIdentification } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

export const getSrsVideoIdentification = readIdentification(userSubject, 'srs', 'video');
