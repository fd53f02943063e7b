// The custom extras of a business's contract (/business/extras), read from what the business
// has switched on: part 11 and retention from its settings, custom branding when a logo is set,
// aes4biz from its representative and domains.
import type { AppContext } from '../../context.ts';
import type { Schemas } from '../handler.ts';
import { requireBusinessAdmin } from './access.ts';
import { businessSettings } from './to-contract.ts';
import { domainsOf } from './store/people.ts';
import { aes4biz } from './to-contract.ts';

export async function customExtras(
  ctx: AppContext,
  userId: string,
  businessId: string,
): Promise<Schemas['CustomExtras']> {
  const { business } = await requireBusinessAdmin(ctx, userId, businessId);
  const settings = await businessSettings(ctx, business);
  const retention = settings.signatureRequests.retention;
  return {
    part11: { enabled: settings.signatureRequests.part11.enabled, details: null },
    aes4biz: aes4biz(business, await domainsOf(ctx.db, businessId)),
    customBranding: { enabled: settings.companyBranding.logo !== null, details: null },
    retention: { enabled: retention.enabled, details: null },
  };
}
