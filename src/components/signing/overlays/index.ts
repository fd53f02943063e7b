// The full-screen overlays of signing shared by the account signer and the direct-link signer, typed: open one through its handle. The views load
// together on first use; their texts are the locale namespace 'overlays'.
import { defineOverlay } from '@/components/shell/overlays/define-overlay';

const views = () => import('./views');

export const signingOverlay = defineOverlay({
  name: 'signing',
  view: () => views().then((module) => module.SigningOverlay),
});

export const signingFailureOverlay = defineOverlay({
  name: 'signing-failure',
  view: () => views().then((module) => module.SigningFailureOverlay),
});

export const signingLockedOverlay = defineOverlay({
  name: 'signing-locked',
  view: () => views().then((module) => module.SigningLockedOverlay),
});

export const signingSuccessOverlay = defineOverlay({
  name: 'signing-success',
  view: () => views().then((module) => module.SigningSuccessOverlay),
});

export const tanExpiredOverlay = defineOverlay({
  name: 'tan-expired',
  view: () => views().then((module) => module.TanExpiredOverlay),
});

export const tanInvalidOverlay = defineOverlay({
  name: 'tan-invalid',
  view: () => views().then((module) => module.TanInvalidOverlay),
});

export const tanLockedOverlay = defineOverlay({
  name: 'tan-locked',
  view: () => views().then((module) => module.TanLockedOverlay),
});
