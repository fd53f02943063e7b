// DELETE /v1/user/identification/intrum/autoident?email=: cancels the user's intrum autoident
// identification (legislation zertes); the e-mail must be the user's own (403), a successful one
// stays (409). Built by flows.ts like the direct variant.
import { cancelIdentification } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

export const cancelIntrumAutoidentIdentification = cancelIdentification(
  userSubject,
  'intrum',
  'autoident',
);
