// The logged-in user as the subject of an identification; the optional signatureRequestId must
// name a request the user signs (422 otherwise).
import { parseGrants } from '../../user/index.ts';
import { normalizeEmail } from '../../signature-requests/index.ts';
import { ruleViolated } from '../../../domain-errors.ts';
import { callerUser } from '../../signature-requests/index.ts';
import type { SubjectSource } from '../flows.ts';

export const notYourRequest = () =>
  ruleViolated('The signature request is not one you sign.', 'unknown_signature_request', [
    {
      pointer: '/body/signatureRequestId',
      detail: 'is not a signature request you sign',
      code: 'unknown_signature_request',
    },
  ]);

export const userSubject: SubjectSource = {
  async subject(ctx, request) {
    const user = await callerUser(ctx, request);
    return {
      kind: 'user',
      userId: user.id,
      email: normalizeEmail(user.email),
      grants: parseGrants(user.qualities),
    };
  },
  async signatureRequest(ctx, _request, subject, id) {
    const signer = await ctx.db
      .selectFrom('signature_request_signers as s')
      .innerJoin('signature_requests as r', 'r.id', 's.request_id')
      .select('r.id')
      .where('r.id', '=', id.toLowerCase())
      .where('r.status', '!=', 'DRAFT')
      .where('s.account_email', '=', subject.email)
      .executeTakeFirst();
    if (!signer) throw notYourRequest();
    return signer.id;
  },
};
