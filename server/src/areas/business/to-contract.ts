// A business row and its people in the contract's shapes (Business, Member, Invitation,
// BusinessBillingStatus, Aes4Biz). Loads what the Business answer lists, the settings among them.
import type { AppContext } from '../../context.ts';
import type { Schemas } from '../handler.ts';
import { loadedSupportContact } from './rules/business.ts';
import { loadBusinessSettings } from './settings/settings.ts';
import type { BusinessRow } from './store/businesses.ts';
import {
  domainsOf,
  invitationsOf,
  membersOf,
  type InvitationRow,
  type MemberRecord,
} from './store/people.ts';

export function toContractMember(member: MemberRecord): Schemas['Member'] {
  return { ...member };
}

export function toContractInvitation(row: InvitationRow): Schemas['Invitation'] {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    admin: row.admin === 1,
    invitedBy: row.invited_by,
    invitedAt: row.invited_at,
    expiresAt: row.expires_at,
  };
}

export function billingStatus(row: BusinessRow, now: Date): Schemas['BusinessBillingStatus'] {
  const trialOver =
    row.payment_method === 'TRIALING' &&
    !!row.trial_ends_at &&
    row.trial_ends_at <= now.toISOString();
  return {
    paymentMethod: row.payment_method as Schemas['PaymentMethodState'],
    plan: row.plan as Schemas['PlanName'],
    trialEndsAt: row.payment_method === 'TRIALING' ? row.trial_ends_at : null,
    locked: row.payment_method === 'BLOCKED',
    trialExpired: row.payment_method === 'NEEDS_PAYMENT_METHOD' || trialOver,
  };
}

export function aes4biz(row: BusinessRow, domains: string[]): Schemas['Aes4Biz'] {
  return {
    enabled: !!(row.representative_name && row.representative_email && row.commercial_register),
    representativeName: row.representative_name,
    representativeEmail: row.representative_email,
    commercialRegister: row.commercial_register,
    domains,
  };
}

/** The Business answer of a business row (members, invitations and domains loaded). */
export async function toContractBusiness(
  ctx: AppContext,
  row: BusinessRow,
): Promise<Schemas['Business']> {
  const [members, invitations, domains, settings] = await Promise.all([
    membersOf(ctx.db, row.id),
    invitationsOf(ctx.db, row.id),
    domainsOf(ctx.db, row.id),
    businessSettings(ctx, row),
  ]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: loadedSupportContact({ email: null, phone: row.phone }).phone,
    createdAt: row.created_at,
    gtcAcceptedAt: row.gtc_accepted_at,
    dpaAcceptedAt: row.dpa_accepted_at,
    admins: members.filter((member) => member.role === 'admin').map(toContractMember),
    members: members.map(toContractMember),
    invitedMembers: invitations.map(toContractInvitation),
    domains,
    billingStatus: billingStatus(row, ctx.clock.now()),
    settings,
    deletionScheduledAt: row.deletion_scheduled_at,
    aes4biz: aes4biz(row, domains),
    supportContact: loadedSupportContact({ email: row.support_email, phone: row.support_phone }),
  };
}

// The settings a Business answer carries: the stored settings (./settings/, defaults for a
// business that never saved any) with the support contact blanked on load when invalid
// (docs/product.md#validation).
export function businessSettings(
  ctx: AppContext,
  row: BusinessRow,
): Promise<Schemas['BusinessSettings']> {
  return loadBusinessSettings(ctx, row);
}
