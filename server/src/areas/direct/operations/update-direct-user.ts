// PUT /v1/direct/user: the direct signer's names, attributes (lang including `it`, mobile for the
// TAN, signer_identity_email, …) and signature defaults, with the body of PUT /v1/user. Names
// fixed by an identification (immutable_eid_fields) cannot change (422). The names are also the
// signer's name on the request.
import { iso } from '../../../clock.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';
import { toDirectUser } from '../to-contract.ts';
import { directProfile } from '../rules.ts';
import { updateSignerProfile } from '../store.ts';

export const updateDirectUser: Handler<'updateDirectUser'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { signer } = await directParty(ctx, caller);
  const profile = directProfile(signer, request.body);
  return toDirectUser(await updateSignerProfile(ctx.db, signer, profile, iso(ctx.clock.now())));
};
