// Handlers of the contract's `identification` operations (the direct variants are in
// areas/direct, built by the same flows.ts).
import type { Handlers } from '../../handler.ts';
import { cancelIntrumAutoidentIdentification } from './cancel-intrum-autoident-identification.ts';
import { cancelIntrumVideoIdentification } from './cancel-intrum-video-identification.ts';
import { cancelSrsRoboIdentification } from './cancel-srs-robo-identification.ts';
import { cancelSrsVideoIdentification } from './cancel-srs-video-identification.ts';
import { getIntrumAutoidentIdentification } from './get-intrum-autoident-identification.ts';
import { getIntrumVideoIdentification } from './get-intrum-video-identification.ts';
import { getSrsRoboIdentification } from './get-srs-robo-identification.ts';
import { getSrsVideoIdentification } from './get-srs-video-identification.ts';
import { startIntrumAutoidentIdentification } from './start-intrum-autoident-identification.ts';
import { startIntrumVideoIdentification } from './start-intrum-video-identification.ts';
import { startSrsRoboIdentification } from './start-srs-robo-identification.ts';
import { startSrsVideoIdentification } from './start-srs-video-identification.ts';
import { getIdentificationPaymentCoverage } from './get-identification-payment-coverage.ts';

export const identificationHandlers: Handlers = {
  startSrsVideoIdentification,
  getSrsVideoIdentification,
  cancelSrsVideoIdentification,
  startSrsRoboIdentification,
  getSrsRoboIdentification,
  cancelSrsRoboIdentification,
  startIntrumVideoIdentification,
  getIntrumVideoIdentification,
  cancelIntrumVideoIdentification,
  startIntrumAutoidentIdentification,
  getIntrumAutoidentIdentification,
  cancelIntrumAutoidentIdentification,
  getIdentificationPaymentCoverage,
};
