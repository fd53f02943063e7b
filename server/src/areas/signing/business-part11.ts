// Part 11 for a business (docs/product.md#entities-business-settings "signatureRequests.part11.enabled"): when the business the
// signer belongs to has it on, every signature its members make on POST /v3/sign carries the Part
// 11 signing name and reason (the item's, else the member's p11_signing_name / p11_signing_reason;
// 422 part11_details_required without them) in the PDF's /Name and /Reason and in the trail, and
// re-authenticates with the account password like a part11-quality signature. The certificate
// keeps the quality the request asked for.
import type { AppContext } from '../../context.ts';
import { settingsOfUser } from '../business/index.ts';
import type { UserRow } from '../user/index.ts';
import type { Party } from './party.ts';
import { signingDetails, type SignItem, type SigningPlan } from './rules/signer.ts';

/**
 * Adds the Part 11 details to the plans when the user's business has Part 11 on; answers whether
 * it has (then the password is required).
 */
export async function applyBusinessPart11(
  ctx: AppContext,
  user: UserRow,
  planned: { party: Party; plan: SigningPlan }[],
  items: Pick<SignItem, 'signingName' | 'signingReason'>[],
): Promise<boolean> {
  const settings = await settingsOfUser(ctx, user.id);
  if (!settings?.signatureRequests.part11.enabled) return false;
  for (const [index, entry] of planned.entries()) {
    const details = signingDetails(
      'part11',
      items[index],
      entry.party.attributes,
      `/body/signatureRequests/${index}`,
    );
    entry.plan = { ...entry.plan, ...details };
  }
  return true;
}
