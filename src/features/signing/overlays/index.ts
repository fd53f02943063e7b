// The full-screen overlays of signing, typed: open one through its handle. The views load
// together on first use; their texts are the locale namespace 'overlays'.
import { defineOverlay } from '@/components/shell/overlays/define-overlay';

const views = () => import('./views');

export const exhaustedSignaturesOverlay = defineOverlay({
  name: 'exhausted-signatures',
  view: () => views().then((module) => module.ExhaustedSignaturesOverlay),
});

export const part11VerificationOverlay = defineOverlay({
  name: 'part11-verification',
  view: () => views().then((module) => module.Part11VerificationOverlay),
});

export const serialNumberMismatchOverlay = defineOverlay({
  name: 'serial-number-mismatch',
  view: () => views().then((module) => module.SerialNumberMismatchOverlay),
});

export const mobileAesOverlay = defineOverlay({
  name: 'mobile-aes',
  view: () => views().then((module) => module.MobileAesOverlay),
});
