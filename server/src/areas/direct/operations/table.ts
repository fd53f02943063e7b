// The direct-link signer's identification operations
// (/v1/direct/user/identification/{srs|intrum}/{method}): start, read and cancel for each provider
// and method, the identification area's flows with the link's signer as the subject
// (../identification.ts); the optional signatureRequestId must be the link's request.
import type { Handlers } from '../../handler.ts';
import { directIdentification } from '../identification.ts';

const srsVideo = directIdentification('srs', 'video');
const srsRobo = directIdentification('srs', 'robo');
const intrumVideo = directIdentification('intrum', 'video');
const intrumAutoident = directIdentification('intrum', 'autoident');

export const table = {
  startDirectSrsVideoIdentification: srsVideo.start,
  getDirectSrsVideoIdentification: srsVideo.read,
  cancelDirectSrsVideoIdentification: srsVideo.cancel,
  startDirectSrsRoboIdentification: srsRobo.start,
  getDirectSrsRoboIdentification: srsRobo.read,
  cancelDirectSrsRoboIdentification: srsRobo.cancel,
  startDirectIntrumVideoIdentification: intrumVideo.start,
  getDirectIntrumVideoIdentification: intrumVideo.read,
  cancelDirectIntrumVideoIdentification: intrumVideo.cancel,
  startDirectIntrumAutoidentIdentification: intrumAutoident.start,
  getDirectIntrumAutoidentIdentification: intrumAutoident.read,
  cancelDirectIntrumAutoidentIdentification: intrumAutoident.cancel,
} satisfies Handlers;
