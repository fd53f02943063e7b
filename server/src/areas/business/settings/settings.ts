// The settings of a business: read with its stored row or the defaults (the support contact
// blanked on load when invalid), replaced by an admin's PUT. What other parts of the server ask
// of them (part 11, attachments, the logo) goes through settingsOfBusiness.
import type { AppContext } from '../../../context.ts';
import { businessOfUser } from '../access.ts';
import { iso } from '../../../clock.ts';
import { loadedSupportContact } from '../rules/business.ts';
import type { BusinessRow } from '../store/businesses.ts';
import { DEFAULT_SETTINGS, settingsAnswer, storedSettingsOf, type Settings } from './rules.ts';
import { findBusiness } from '../store/businesses.ts';
import { apiUserBusinessId, findStoredSettings, saveSettings } from './store.ts';

export async function loadBusinessSettings(ctx: AppContext, row: BusinessRow): Promise<Settings> {
  const stored = (await findStoredSettings(ctx.db, row.id)) ?? DEFAULT_SETTINGS;
  return settingsAnswer(
    stored,
    loadedSupportContact({ email: row.support_email, phone: row.support_phone }),
  );
}

export async function replaceBusinessSettings(
  ctx: AppContext,
  row: BusinessRow,
  body: Settings,
): Promise<Settings> {
  const support = { email: body.supportContact.email, phone: body.supportContact.phone };
  await saveSettings(ctx.db, row.id, storedSettingsOf(body), support, iso(ctx.clock.now()));
  return loadBusinessSettings(ctx, {
    ...row,
    support_email: support.email,
    support_phone: support.phone,
  });
}

/**
 * The settings of the business a user acts for (as member, admin or API user), or undefined for
 * a user of no business.
 */
export async function settingsOfUser(
  ctx: AppContext,
  userId: string,
): Promise<Settings | undefined> {
  const row = await businessActedFor(ctx, userId);
  return row ? loadBusinessSettings(ctx, row) : undefined;
}

async function businessActedFor(ctx: AppContext, userId: string) {
  const access = await businessOfUser(ctx, userId);
  if (access) return access.business;
  const businessId = await apiUserBusinessId(ctx.db, userId);
  return businessId ? findBusiness(ctx.db, businessId) : undefined;
}

export interface Branding {
  name: string;
  logo: NonNullable<Settings['companyBranding']['logo']>;
}

/** The company branding of the business a user acts for, when it has a logo. */
export async function brandingOfUser(
  ctx: AppContext,
  userId: string,
): Promise<Branding | undefined> {
  const row = await businessActedFor(ctx, userId);
  if (!row) return undefined;
  const logo = (await loadBusinessSettings(ctx, row)).companyBranding.logo;
  return logo ? { name: row.name, logo } : undefined;
}
