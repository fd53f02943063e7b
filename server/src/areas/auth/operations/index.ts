// Handlers of the contract's `auth` operations.
import type { Handlers } from '../../handler.ts';
import { cancelSsoOnboarding } from './cancel-sso-onboarding.ts';
import { changePassword } from './change-password.ts';
import { checkPassword } from './check-password.ts';
import { findIdentityProvider } from './find-identity-provider.ts';
import { getIdentityProvider } from './get-identity-provider.ts';
import { removeIdentityProvider } from './remove-identity-provider.ts';
import { setIdentityProvider } from './set-identity-provider.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { registerUser } from './register-user.ts';
import { requestConfirmation } from './request-confirmation.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendSsoSecret } from './resend-sso-secret.ts';
import { resetPassword } from './reset-password.ts';
import { respondSsoSecret } from './respond-sso-secret.ts';
import { validateConfirmation } from './validate-confirmation.ts';

export const authHandlers: Handlers = {
  registerUser,
  login,
  logout,
  requestConfirmation,
  validateConfirmation,
  checkPassword,
  changePassword,
  requestPasswordReset,
  resetPassword,
  findIdentityProvider,
  resendSsoSecret,
  respondSsoSecret,
  cancelSsoOnboarding,
  getIdentityProvider,
  setIdentityProvider,
  removeIdentityProvider,
};
