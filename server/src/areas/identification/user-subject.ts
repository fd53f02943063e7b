// The logged-in user as the subject of an identification (the direct-link signer is the direct
// area's subject); the optional signatureRequestId must name a sent request the user signs (422
// otherwise).
import type { UserCaller } from '../../caller.ts';
import { callerUser, normalizeEmail } from '../signature-requests/index.ts';
import { parseGrants } from '../user/index.ts';
import type { SubjectSource } from './flows.ts';
import { notYourRequest } from './rules.ts';
import { signedRequestId } from './store.ts';

export const userSubject: SubjectSource<UserCaller> = {
  async subject(ctx, caller) {
    const user = await callerUser(ctx, caller);
    return {
      kind: 'user',
      userId: user.id,
      email: normalizeEmail(user.email),
      grants: parseGrants(user.qualities),
    };
  },
  async signatureRequest(ctx, _request, subject, id) {
    const requestId = await signedRequestId(ctx.db, subject.email, id.toLowerCase());
    if (!requestId) throw notYourRequest();
    return requestId;
  },
};
