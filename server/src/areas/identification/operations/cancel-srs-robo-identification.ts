// DELETE /v1/user/identification/srs/robo?email=: cancels the user's srs robo identification
// (legislation eidas); the e-mail must be the user's own (403), a successful one stays (409). Built
// by flows.ts like the direct variant.
import { cancelIdentification } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

export const cancelSrsRoboIdentification = cancelIdentification(userSubject, 'srs', 'robo');
