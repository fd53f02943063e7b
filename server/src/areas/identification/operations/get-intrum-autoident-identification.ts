// GET /v1/user/identification/intrum/autoident: reads the user's intrum autoident identification
// (legislation zertes); 404 without one. Built by flows.ts like the direct variant.
import { readIdentification } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

export const getIntrumAutoidentIdentification = readIdentification(
  userSubject,
  'intrum',
  'autoident',
);
