// PUT /v1/direct/user: the direct signer's names, attributes (lang including `it`, mobile for the
// TAN, signer_identity_email, …) and signature defaults, with the body of PUT /v1/user. Names
// fixed by an identification (immutable_eid_fields) cannot change (422). The names are also the
// signer's name on the request.
import { iso, systemClock } from '../../../clock.ts';
import { directAttributes, SIGNATURE_DEFAULTS_ATTRIBUTE, toDirectUser } from '../direct-signers.ts';
import { displayName } from '../../signature-requests/index.ts';
import { checkedNames, withAttributes } from '../../user/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';

export const updateDirectUser: Handler<'updateDirectUser'> = async (request, _reply, ctx) => {
  const { signer } = await directParty(ctx, request);
  const body = request.body;
  const attributes = directAttributes(signer);
  const names = checkedNames(
    body,
    { firstName: signer.first_name ?? '', lastName: signer.last_name ?? '' },
    attributes,
  );
  const changes: Record<string, string[] | undefined> = { ...body.attributes };
  if (changes.mobile) changes.mobile = changes.mobile.map((m) => m.trim());
  if (body.signatures) changes[SIGNATURE_DEFAULTS_ATTRIBUTE] = [JSON.stringify(body.signatures)];
  const next = withAttributes(attributes, changes);
  const now = iso(systemClock.now());
  await ctx.db
    .updateTable('signature_request_signers')
    .set({
      // An attributes-only body ("user or attributes") leaves the names as they are.
      ...(body.firstName !== undefined || body.lastName !== undefined
        ? {
            first_name: names.firstName,
            last_name: names.lastName,
            name: displayName(names.firstName, names.lastName),
          }
        : {}),
      attributes: JSON.stringify(next),
      language: next.lang?.[0] ?? null,
      mobile: next.mobile?.[0] ?? null,
      updated_at: now,
    })
    .where('request_id', '=', signer.request_id)
    .where('id', '=', signer.id)
    .execute();
  const updated = await ctx.db
    .selectFrom('signature_request_signers')
    .selectAll()
    .where('request_id', '=', signer.request_id)
    .where('id', '=', signer.id)
    .executeTakeFirstOrThrow();
  return toDirectUser(updated);
};
