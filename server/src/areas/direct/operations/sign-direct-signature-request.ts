// POST /v3/direct/sign: the direct-link signer signs the documents of the link's request (403
// for a seal or any other request in the body). The same checks as POST /v3/sign; an advanced
// signature is confirmed with the TAN sent by POST /v1/direct/tan/resend, a qualified one
// answers STEP_UP_REQUIRED (the signing area's signAsDirect). The signature the signer adopted in
// the signing step (`signatureImage`) is drawn in the fields. Free-signature limits do not apply
// (docs/product.md#screens "except in direct signing").
import { signAsDirect } from '../../signing/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';
import { directSignItem } from '../rules.ts';

export const signDirectSignatureRequest: Handler<'signDirectSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const link = await directParty(ctx, caller);
  const { language, tan, signatureImage } = request.body;
  const item = directSignItem(request.body, link.request.id);
  const result = await signAsDirect(ctx, link, item, {
    language,
    ...(tan ? { tan } : {}),
    ...(signatureImage ? { signatureImage } : {}),
    address: request.ip || null,
  });
  return { results: [result] };
};
