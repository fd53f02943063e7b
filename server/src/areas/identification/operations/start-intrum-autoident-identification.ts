// POST /v1/user/identification/intrum/autoident: starts the user's intrum autoident identification
// (legislation zertes); 201 with its IdentificationInfo, 409 while one is ongoing or the qualified
// signature is already held. Built by flows.ts like the direct variant.
import { startIdentification } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

export const startIntrumAutoidentIdentification = startIdentification(
  userSubject,
  'intrum',
  'autoident',
);
