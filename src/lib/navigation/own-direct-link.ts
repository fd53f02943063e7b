// A mail link meant for the logged-in person's own account: someone logged in in this
// tab opens `/direct-sign/{id}/{key}`, the direct link mailed to them as a signer without an
// account. Instead of signing as a stranger to their own account, the signature is taken into
// the account (POST /v3/signature-requests/{id}/claim, which only the link's own address may do)
// and they land on /view/{id}, where account holders sign. A link opened again after that (its
// key no longer opens anything) leads there too when the account signs the request. Anyone else
// — not logged in, or logged in as someone the link was not sent to — goes on signing by the link.
//
// The calls carry the account's token themselves and are quiet: the direct-sign route sets the
// link's Basic credentials for everything else, and a refusal here must neither log the person
// out nor show an error page. The route loads this module only for someone logged in (the link's
// own signers come without a session in their mail program's new tab, and pay nothing).
import {
  claimDirectLink,
  getSignatureRequest,
} from '@generated/api/signature-requests/signature-requests';
import { getUser } from '@generated/api/user/user';
import { ApiError } from '../api-client';
import { loggedInHere, storedSession } from '../stored-session';

/** The request to open on /view instead of the direct link, or undefined to sign by the link. */
export async function ownDirectLinkTarget(
  params: { id?: string; userid?: string },
  now = Date.now(),
): Promise<string | undefined> {
  const session = storedSession();
  const { id, userid } = params;
  if (!session || !loggedInHere(now) || !id || !userid) return undefined;
  const options = { headers: { Authorization: `Bearer ${session.token}` }, quiet: true };
  try {
    return (await claimDirectLink(id, { linkKey: userid }, options)).data.id;
  } catch (error) {
    // 404: not this person's link, or one already taken into an account; 409: closed.
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) {
      return undefined;
    }
  }
  try {
    const [request, user] = await Promise.all([getSignatureRequest(id, options), getUser(options)]);
    const email = user.data.email.toLowerCase();
    const signs = request.data.signatures.some((s) => s.accountEmail?.toLowerCase() === email);
    return signs ? request.data.id : undefined;
  } catch {
    return undefined;
  }
}
