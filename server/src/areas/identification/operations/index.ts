// Handlers of the contract's `identification` operations (the direct variants are in ../direct/).
import type { Handlers } from '../../handler.ts';
import { getIdentificationPaymentCoverage } from './get-identification-payment-coverage.ts';
import * as intrumAutoident from './intrum-autoident.ts';
import * as intrumVideo from './intrum-video.ts';
import * as srsRobo from './srs-robo.ts';
import * as srsVideo from './srs-video.ts';

export const identificationHandlers: Handlers = {
  ...srsVideo,
  ...srsRobo,
  ...intrumVideo,
  ...intrumAutoident,
  getIdentificationPaymentCoverage,
};
