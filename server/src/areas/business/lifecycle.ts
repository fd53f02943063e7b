// Changes of a business by its admins: support contact, base data, deletion request and its
// revocation, the end of the trial; and the public branding and the statistics.
import type { AppContext } from '../../context.ts';
import type { RequestBody, Schemas } from '../handler.ts';
import { businessOfUser, requireBusinessAdmin } from './access.ts';
import {
  assertDeletionRequested,
  assertNoDeletionRequested,
  assertTrialing,
  deletionDate,
  loadedSupportContact,
} from './rules/business.ts';
import { toStatistics } from './rules/statistics.ts';
import { businessSettings } from './to-contract.ts';
import { findBusiness, updateBusiness, type BusinessRow } from './store/businesses.ts';
import { businessCounts } from './store/statistics.ts';

async function changed(ctx: AppContext, id: string): Promise<BusinessRow> {
  const row = await findBusiness(ctx.db, id);
  if (!row) throw new Error(`business ${id} vanished`);
  return row;
}

const nowIso = (ctx: AppContext) => ctx.clock.now().toISOString();

export async function setSupportContact(
  ctx: AppContext,
  userId: string,
  businessId: string,
  body: RequestBody<'updateBusinessSupportContact'>,
): Promise<BusinessRow> {
  await requireBusinessAdmin(ctx, userId, businessId);
  await updateBusiness(ctx.db, businessId, {
    support_email: body.email?.trim() || null,
    support_phone: body.phone?.trim() || null,
    updated_at: nowIso(ctx),
  });
  return changed(ctx, businessId);
}

export async function setBase(
  ctx: AppContext,
  userId: string,
  businessId: string,
  body: RequestBody<'updateBusinessBase'>,
): Promise<BusinessRow> {
  await requireBusinessAdmin(ctx, userId, businessId);
  await updateBusiness(ctx.db, businessId, {
    name: body.name.trim(),
    email: body.email.trim(),
    ...(body.phone !== undefined ? { phone: body.phone?.trim() || null } : {}),
    updated_at: nowIso(ctx),
  });
  return changed(ctx, businessId);
}

export async function requestDeletion(ctx: AppContext, userId: string, businessId: string) {
  const { business } = await requireBusinessAdmin(ctx, userId, businessId);
  assertNoDeletionRequested(business);
  const at = deletionDate(ctx.clock.now()).toISOString();
  await updateBusiness(ctx.db, businessId, { deletion_scheduled_at: at, updated_at: nowIso(ctx) });
  return { id: businessId, deletionScheduledAt: at };
}

export async function revokeDeletion(
  ctx: AppContext,
  userId: string,
  businessId: string,
): Promise<BusinessRow> {
  const { business } = await requireBusinessAdmin(ctx, userId, businessId);
  assertDeletionRequested(business);
  await updateBusiness(ctx.db, businessId, {
    deletion_scheduled_at: null,
    updated_at: nowIso(ctx),
  });
  return changed(ctx, businessId);
}

/**
 * Cancels the trial: it ends now, and the business needs a payment method to go on
 * (NEEDS_PAYMENT_METHOD: its admins are sent to /business/members, its members see the locked
 * dialog). Choosing a plan is billing's (another issue).
 */
export async function cancelTrial(ctx: AppContext, userId: string, businessId: string) {
  const { business } = await requireBusinessAdmin(ctx, userId, businessId);
  assertTrialing(business);
  await updateBusiness(ctx.db, businessId, {
    payment_method: 'NEEDS_PAYMENT_METHOD',
    trial_ends_at: nowIso(ctx),
    updated_at: nowIso(ctx),
  });
}

/** Name, logo and support contact of a business (shown to its signers). */
export async function publicInformation(
  ctx: AppContext,
  row: BusinessRow,
): Promise<Schemas['BusinessPublicInformation']> {
  const settings = await businessSettings(ctx, row);
  return {
    id: row.id,
    name: row.name,
    logo: settings.companyBranding.logo,
    supportContact: loadedSupportContact({ email: row.support_email, phone: row.support_phone }),
  };
}

/** The business's public information by id, for anyone logged in (404 when there is none). */
export async function publicInformationById(ctx: AppContext, businessId: string) {
  const row = await findBusiness(ctx.db, businessId);
  return row ? publicInformation(ctx, row) : undefined;
}

/**
 * Statistics of the business (admins only). Seals and API users are counted by their areas, which
 * also name the API users whose requests count as the business's.
 */
export async function statistics(
  ctx: AppContext,
  userId: string,
  businessId: string,
  extra: { seals: number; apiUsers: number } = { seals: 0, apiUsers: 0 },
  /**
   * What other areas know, asked once the caller is known to be an admin: the API users' names
   * (their requests are the business's) and the signatures by quality (the activity area's: the
   * signatures its list and usage export show).
   */
  more: {
    apiUsernames?: () => Promise<readonly string[]>;
    signaturesByQuality?: () => Promise<Record<string, number>>;
  } = {},
): Promise<Schemas['BusinessStatistics']> {
  await requireBusinessAdmin(ctx, userId, businessId);
  const counts = await businessCounts(ctx.reads, businessId, (await more.apiUsernames?.()) ?? []);
  return toStatistics({
    ...counts,
    ...extra,
    signaturesByQuality: (await more.signaturesByQuality?.()) ?? {},
  });
}

/** The public information of `businessId` if it is the business of the sender, else undefined. */
export async function senderBusinessPublicInformation(
  ctx: AppContext,
  senderId: string,
  businessId: string,
) {
  const access = await businessOfUser(ctx, senderId);
  return access && access.business.id === businessId
    ? publicInformation(ctx, access.business)
    : undefined;
}
