// Handlers of the contract's `user` operations.
import type { Handlers } from '../../handler.ts';
import { acceptTerms } from './accept-terms.ts';
import { autocompleteEmail } from './autocomplete-email.ts';
import { createReferralToken } from './create-referral-token.ts';
import { deleteUser } from './delete-user.ts';
import { getSignatureQualitiesDetail } from './get-signature-qualities-detail.ts';
import { getUser } from './get-user.ts';
import { updateUser } from './update-user.ts';

export const userHandlers: Handlers = {
  getUser,
  updateUser,
  deleteUser,
  getSignatureQualitiesDetail,
  acceptTerms,
  createReferralToken,
  autocompleteEmail,
};
