// The settings of a business: read with its stored row or the defaults (the support contact
// blanked on load when invalid), replaced by an admin's PUT. What other parts of the server ask
// of them (part 11, attachments, the logo) goes through settingsOfBusiness.
import type { AppContext } from '../../../context.ts';
import { businessOfUser } from '../access.ts';
import { iso } from '../../../clock.ts';
import { loadedSupportContact } from '../rules/business.ts';
import type { BusinessRow } from '../store/businesses.ts';
import {
  DEFAULT_SETTINGS,
  settingsAnswer,
  storedSettingsOf,
  type Settings,
  type SettingsUpdate,
} from './rules.ts';
import { dropLogo, resolveLogo } from '../branding/logo.ts';
import { findBusiness } from '../store/businesses.ts';
import { apiUserBusinessId, findStoredSettings, saveSettings } from './store.ts';

export async function loadBusinessSettings(ctx: AppContext, row: BusinessRow): Promise<Settings> {
  const stored = (await findStoredSettings(ctx.db, row.id)) ?? DEFAULT_SETTINGS;
  return settingsAnswer(
    row.id,
    stored,
    loadedSupportContact({ email: row.support_email, phone: row.support_phone }),
  );
}

/**
 * Saves a PUT's settings. A new logo address is fetched first (422 when it fails, nothing saved);
 * the image of a logo replaced or removed is deleted once the new settings are saved.
 */
export async function replaceBusinessSettings(
  ctx: AppContext,
  row: BusinessRow,
  body: SettingsUpdate,
): Promise<Settings> {
  const support = { email: body.supportContact.email, phone: body.supportContact.phone };
  const current = (await findStoredSettings(ctx.db, row.id)) ?? DEFAULT_SETTINGS;
  const logo = await resolveLogo(ctx, row.id, current, body.companyBranding.logo);
  await saveSettings(ctx.db, row.id, storedSettingsOf(body, logo), support, iso(ctx.clock.now()));
  if (current.logo_key !== logo.logo_key) await dropLogo(ctx, current.logo_key);
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

/**
 * The company branding of the business a user acts for, when it has a logo: for mails, whose
 * readers' mail programs load it from the service's public address, at twice the 200 x 60 px the
 * mail shows it in.
 */
export async function brandingOfUser(
  ctx: AppContext,
  userId: string,
): Promise<Branding | undefined> {
  const row = await businessActedFor(ctx, userId);
  if (!row) return undefined;
  const logo = (await loadBusinessSettings(ctx, row)).companyBranding.logo;
  if (!logo) return undefined;
  const url = new URL(logo.url, ctx.config.publicUrl);
  url.searchParams.set('width', '400');
  url.searchParams.set('height', '120');
  return { name: row.name, logo: { ...logo, url: url.href } };
}
