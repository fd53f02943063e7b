// PUT /v1/user: names, the attributes a user may change (an empty list removes one) and the
// signature defaults — "user or attributes" (docs/product.md#calls-auth-user): a body without names keeps the current
// ones; names that are sent are checked. Names fixed by an identification cannot change (422);
// `it` is a language of direct signing only, 422 here (rules in ../rules/account.ts).
// signer_identity_email is not set from the body: a new address gets a confirmation link by mail
// and the attribute keeps its value until the link is opened (../rules/identity-email.ts); those
// mails are limited (429, auth's identity-email.ts), checked before anything is saved.
import { startIdentityEmailChange } from '../../auth/index.ts';
import { updatedProfile } from '../rules/account.ts';
import { readAttributes, withAttributes } from '../rules/attributes.ts';
import { identityEmailAttributes, identityEmailChange } from '../rules/identity-email.ts';
import { updateProfile } from '../store.ts';
import { toContractUser } from '../to-contract.ts';
import { loadCurrentUser } from '../current-user.ts';
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
