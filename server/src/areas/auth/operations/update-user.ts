// PUT /v1/user: names, the attributes a user may change (an empty list removes one) and the
// signature defaults — "user or attributes" (docs/product.md#calls-auth-user): a body without names keeps the current
// ones; names that are sent are checked. Names fixed by an identification cannot change (422);
// `it` is a language of direct signing only, 422 here (rules in user/rules/account.ts).
// signer_identity_email is not set from the body: a new address gets a confirmation link by mail
// and the attribute keeps its value until the link is opened (user/rules/identity-email.ts); those
// mails are limited (429, ../identity-email.ts), checked before anything is saved. It lives in
// auth, not in user/: the confirmation it starts stands on the user.
import { startIdentityEmailChange } from '../identity-email.ts';
import {
  identityEmailAttributes,
  identityEmailChange,
  loadCurrentUser,
  readAttributes,
  toContractUser,
  updatedProfile,
  updateProfile,
  withAttributes,
} from '../../user/index.ts';
import type { Handler } from '../../handler.ts';

export const updateUser: Handler<'updateUser'> = async (request, _reply, ctx, caller) => {
  const user = await loadCurrentUser(ctx, caller);
  const current = readAttributes(user);
  const { signer_identity_email: requested, ...attributes } = request.body.attributes ?? {};
  const profile = updatedProfile(
    { ...request.body, attributes },
    { firstName: user.first_name, lastName: user.last_name },
    current,
  );
  const identity = identityEmailChange(requested, user, current);
  if (identity.kind === 'set') {
    profile.attributes = withAttributes(
      profile.attributes,
      identityEmailAttributes(identity.email),
    );
  }
  if (identity.kind === 'verify') await startIdentityEmailChange(ctx, user, identity.email);
  const updated = await updateProfile(
    ctx.db,
    user.id,
    { ...profile, signatureDefaults: request.body.signatures },
    ctx.clock.now(),
  );
  return toContractUser(updated);
};
