// Every overlay component, loaded as one chunk the first time an overlay opens.
import { AddSeatsOverlay } from './add-seats-overlay';
import { DeleteUserOverlay } from './delete-user-overlay';
import { EditSignatureOverlay } from './edit-signature-overlay';
import { ExhaustedSignaturesOverlay } from './exhausted-signatures-overlay';
import { MobileAesOverlay } from './mobile-aes-overlay';
import type { OverlayName } from './overlay-names';
import type { OverlayRegistry } from './overlay-types';
import { Part11VerificationOverlay } from './part11-verification-overlay';
import { SerialNumberMismatchOverlay } from './serial-number-mismatch-overlay';
import { SigningFailureOverlay } from './signing-failure-overlay';
import { SigningLockedOverlay } from './signing-locked-overlay';
import { SigningOverlay } from './signing-overlay';
import { SigningSuccessOverlay } from './signing-success-overlay';
import { TanExpiredOverlay } from './tan-expired-overlay';
import { TanInvalidOverlay } from './tan-invalid-overlay';
import { TanLockedOverlay } from './tan-locked-overlay';

export const overlays: OverlayRegistry & Record<OverlayName, OverlayRegistry[string]> = {
  'add-seats': AddSeatsOverlay,
  'delete-user': DeleteUserOverlay,
  'edit-signature': EditSignatureOverlay,
  'exhausted-signatures': ExhaustedSignaturesOverlay,
  'mobile-aes': MobileAesOverlay,
  'part11-verification': Part11VerificationOverlay,
  'serial-number-mismatch': SerialNumberMismatchOverlay,
  signing: SigningOverlay,
  'signing-failure': SigningFailureOverlay,
  'signing-locked': SigningLockedOverlay,
  'signing-success': SigningSuccessOverlay,
  'tan-expired': TanExpiredOverlay,
  'tan-invalid': TanInvalidOverlay,
  'tan-locked': TanLockedOverlay,
};
