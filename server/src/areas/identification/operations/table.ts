// The user's identification operations (/v1/user/identification/{srs|intrum}/{method}): start
// (POST, 201 with its IdentificationInfo; 409 while one is ongoing or the qualified signature of
// the provider's legislation is already held), read (GET, 404 without one) and cancel (DELETE
// with the user's e-mail). The same three flows for each provider and method, built by flows.ts
// with the logged-in user as the subject (the direct variants are in areas/direct).
import type { Handlers } from '../../handler.ts';
import { identificationOperations } from '../flows.ts';
import { userSubject } from '../user-subject.ts';

const srsVideo = identificationOperations(userSubject, 'srs', 'video');
const srsRobo = identificationOperations(userSubject, 'srs', 'robo');
const intrumVideo = identificationOperations(userSubject, 'intrum', 'video');
const intrumAutoident = identificationOperations(userSubject, 'intrum', 'autoident');

export const table = {
  startSrsVideoIdentification: srsVideo.start,
  getSrsVideoIdentification: srsVideo.read,
  cancelSrsVideoIdentification: srsVideo.cancel,
  startSrsRoboIdentification: srsRobo.start,
  getSrsRoboIdentification: srsRobo.read,
  cancelSrsRoboIdentification: srsRobo.cancel,
  startIntrumVideoIdentification: intrumVideo.start,
  getIntrumVideoIdentification: intrumVideo.read,
  cancelIntrumVideoIdentification: intrumVideo.cancel,
  startIntrumAutoidentIdentification: intrumAutoident.start,
  getIntrumAutoidentIdentification: intrumAutoident.read,
  cancelIntrumAutoidentIdentification: intrumAutoident.cancel,
} satisfies Handlers;
