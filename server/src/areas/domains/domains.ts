// A business's domains: add (claimed at once, 409 domain_taken when it belongs to a business),
// remove, prove control by the DNS TXT record (ctx.providers.domainVerifier: the sandbox by
// default on a loopback-only server, labelled as such), and the offer to join made to people of a verified domain.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { businessOfUser, publicInformationById, requireBusinessAdmin } from '../business/index.ts';
import type { Schemas } from '../handler.ts';
import { ensureDomainInvitation } from '../members/index.ts';
import { findUserById } from '../user/index.ts';
import {
  domainTaken,
  emailDomain,
  normalizeDomain,
  recordNameFor,
  recordValueFor,
} from './rules.ts';
import {
  deleteDomain,
  domainRowsOf,
  findDomain,
  insertDomain,
  markVerified,
  type DomainRow,
} from './store.ts';

async function domainList(ctx: AppContext, businessId: string): Promise<Schemas['DomainList']> {
  const rows = await domainRowsOf(ctx.db, businessId);
  return {
    domains: rows.map((row) => row.domain),
    items: rows.map((row) => ({
      domain: row.domain,
      verified: row.verified_at !== null,
      verifiedAt: row.verified_at,
      txtRecordName: recordNameFor(row.domain),
      txtRecordValue: recordValueFor(row.verification_token),
      verifier: ctx.providers.domainVerifier.kind,
    })),
  };
}

async function check(ctx: AppContext, row: DomainRow): Promise<void> {
  if (row.verified_at) return;
  const seen = await ctx.providers.domainVerifier.verify(
    recordNameFor(row.domain),
    recordValueFor(row.verification_token),
  );
  if (seen) await markVerified(ctx.db, row.domain, ctx.clock.now().toISOString());
}

export async function listDomains(ctx: AppContext, userId: string, businessId: string) {
  await requireBusinessAdmin(ctx, userId, businessId);
  return domainList(ctx, businessId);
}

export async function addDomain(ctx: AppContext, userId: string, businessId: string, raw: string) {
  await requireBusinessAdmin(ctx, userId, businessId);
  const row: DomainRow = {
    domain: normalizeDomain(raw),
    business_id: businessId,
    verification_token: randomBytes(16).toString('hex'),
    verified_at: null,
    created_at: ctx.clock.now().toISOString(),
  };
  if (!(await insertDomain(ctx.db, row))) throw domainTaken(row.domain);
  await check(ctx, row);
  return domainList(ctx, businessId);
}

export async function removeDomain(
  ctx: AppContext,
  userId: string,
  businessId: string,
  raw: string,
) {
  await requireBusinessAdmin(ctx, userId, businessId);
  if (!(await deleteDomain(ctx.db, businessId, normalizeDomain(raw)))) {
    throw notFound('The business has no such domain.');
  }
  return domainList(ctx, businessId);
}

export async function verifyDomain(
  ctx: AppContext,
  userId: string,
  businessId: string,
  raw: string,
) {
  await requireBusinessAdmin(ctx, userId, businessId);
  const row = await findDomain(ctx.db, normalizeDomain(raw));
  if (!row || row.business_id !== businessId) throw notFound('The business has no such domain.');
  await check(ctx, row);
  return domainList(ctx, businessId);
}

/** The business that verified the caller's e-mail domain, with an invitation to join it. */
export async function domainOffers(
  ctx: AppContext,
  userId: string,
): Promise<Schemas['DomainOfferList']> {
  const user = await findUserById(ctx.db, userId);
  const domain = user?.email_verified ? emailDomain(user.email) : undefined;
  if (!user || !domain || (await businessOfUser(ctx, userId))) return { offers: [] };
  const claim = await findDomain(ctx.db, domain);
  if (!claim?.verified_at) return { offers: [] };
  const business = await publicInformationById(ctx, claim.business_id);
  if (!business) return { offers: [] };
  const inviteId = await ensureDomainInvitation(ctx, claim.business_id, user);
  return { offers: [{ domain, inviteId, business }] };
}
