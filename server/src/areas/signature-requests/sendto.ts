// The /sendto/<id> link: a request sent to an e-mail address (a signer without an account) can be
// claimed by a logged-in user whose account has that address: its login e-mail, or its signer
// identity e-mail once verified by the link mailed to that address (user area,
// rules/identity-email.ts). Holding the link and naming the address is not enough: anyone else
// gets 404, the answer of an unknown link.
import type { ApiUserCaller, UserCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { claimAddresses, type UserRow } from '../user/index.ts';
import { callerUser } from './caller.ts';
import type { RequestRow, SignerRow } from './rules/requests.ts';
import { findSendto } from './store/sendto.ts';

export async function sendtoForCaller(
  ctx: AppContext,
  caller: UserCaller | ApiUserCaller,
  sendtoId: string,
): Promise<{ user: UserRow; signer: SignerRow; request: RequestRow }> {
  const user = await callerUser(ctx, caller);
  const found = await findSendto(ctx.db, sendtoId);
  if (!found || !claimAddresses(user).includes(found.signer.email)) {
    throw notFound('The link does not exist or was sent to another address.');
  }
  return { user, ...found };
}
