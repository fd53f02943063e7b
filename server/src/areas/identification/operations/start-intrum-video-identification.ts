// POST /v1/user/identification/intrum/video: starts the user's intrum video identification
// (legislation zertes); 201 with its IdentificationInfo, 409 while one is ongoing or the qualified
// signature is already held. Built by flows.ts like the direct variant.
import { startIdentification } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

export const startIntrumVideoIdentification = startIdentification(userSubject, 'intrum', 'video');
