// Handlers of the contract's `direct` operations: the signature request of the link, its
// documents, the signer's user data and visual signature, signing (TAN, Swisscom step-up) and
// identification, and the branding of the sender's business.
import type { Handlers } from '../../handler.ts';
import { checkDirectTan } from './check-direct-tan.ts';
import { startDirectSrsVideoIdentification } from './start-direct-srs-video-identification.ts';
import { getDirectSrsVideoIdentification } from './get-direct-srs-video-identification.ts';
import { cancelDirectSrsVideoIdentification } from './cancel-direct-srs-video-identification.ts';
import { startDirectSrsRoboIdentification } from './start-direct-srs-robo-identification.ts';
import { getDirectSrsRoboIdentification } from './get-direct-srs-robo-identification.ts';
import { cancelDirectSrsRoboIdentification } from './cancel-direct-srs-robo-identification.ts';
import { startDirectIntrumVideoIdentification } from './start-direct-intrum-video-identification.ts';
import { getDirectIntrumVideoIdentification } from './get-direct-intrum-video-identification.ts';
import { cancelDirectIntrumVideoIdentification } from './cancel-direct-intrum-video-identification.ts';
import { startDirectIntrumAutoidentIdentification } from './start-direct-intrum-autoident-identification.ts';
import { getDirectIntrumAutoidentIdentification } from './get-direct-intrum-autoident-identification.ts';
import { cancelDirectIntrumAutoidentIdentification } from './cancel-direct-intrum-autoident-identification.ts';
import { proceedDirectSwisscomSigning } from './proceed-direct-swisscom-signing.ts';
import { resendDirectTan } from './resend-direct-tan.ts';
import { signDirectSignatureRequest } from './sign-direct-signature-request.ts';
import { declineDirectSignatureRequest } from './decline-direct-signature-request.ts';
import { downloadDirectDocument } from './download-direct-document.ts';
import { getDirectDocumentPage } from './get-direct-document-page.ts';
import { getDirectBusinessPublicInformation } from './get-direct-business-public-information.ts';
import { getDirectDocument } from './get-direct-document.ts';
import { getDirectSignatureRequest } from './get-direct-signature-request.ts';
import { getDirectUser } from './get-direct-user.ts';
import { getDirectSignatureQualitiesDetail } from './get-direct-signature-qualities-detail.ts';
import { getDirectVisualSignature } from './get-direct-visual-signature.ts';
import { listDirectSignatureRequestEvents } from './list-direct-signature-request-events.ts';
import { updateDirectUser } from './update-direct-user.ts';
import { updateDirectVisualSignature } from './update-direct-visual-signature.ts';

export const directHandlers: Handlers = {
  getDirectSignatureRequest,
  getDirectBusinessPublicInformation,
  listDirectSignatureRequestEvents,
  declineDirectSignatureRequest,
  getDirectDocument,
  downloadDirectDocument,
  getDirectDocumentPage,
  getDirectUser,
  getDirectSignatureQualitiesDetail,
  updateDirectUser,
  getDirectVisualSignature,
  updateDirectVisualSignature,
  signDirectSignatureRequest,
  proceedDirectSwisscomSigning,
  resendDirectTan,
  checkDirectTan,
  startDirectSrsVideoIdentification,
  getDirectSrsVideoIdentification,
  cancelDirectSrsVideoIdentification,
  startDirectSrsRoboIdentification,
  getDirectSrsRoboIdentification,
  cancelDirectSrsRoboIdentification,
  startDirectIntrumVideoIdentification,
  getDirectIntrumVideoIdentification,
  cancelDirectIntrumVideoIdentification,
  startDirectIntrumAutoidentIdentification,
  getDirectIntrumAutoidentIdentification,
  cancelDirectIntrumAutoidentIdentification,
};
