// Who pays an identification (GET /v1/user/identification/payment/{id}): the business of the
// person under its plan's payForMembers licence, else the business that sent the signature
// request the identification is for, under its payForInvitations licence (billing's
// identificationCoverage). A locked business, or one whose trial expired, pays for nobody.
import type { components } from '../../../../generated/openapi.d.ts';
import type { AppContext } from '../../context.ts';
import {
  IDENTIFICATION_BILLABLE_STATES,
  identificationCoverage,
  planLicenses,
  type Payer,
} from '../billing/index.ts';
import { businessOfUser } from '../business/index.ts';
import { findRequest } from '../signature-requests/index.ts';
import {
  IDENTIFICATION_PRICE,
  type IdentificationRow,
  type Legislation,
  type Subject,
} from './rules.ts';

async function payerOf(ctx: AppContext, userId: string | null | undefined): Promise<Payer | null> {
  if (!userId) return null;
  const access = await businessOfUser(ctx, userId);
  if (!access) return null;
  const { business } = access;
  return {
    businessId: business.id,
    licenses: planLicenses(business.plan),
    billable: IDENTIFICATION_BILLABLE_STATES.includes(business.payment_method),
  };
}

export async function coverageOf(
  ctx: AppContext,
  row: IdentificationRow,
): Promise<components['schemas']['IdentificationPaymentCoverage']> {
  const requestId = row.signature_request_id ?? row.request_id;
  const request = requestId ? await findRequest(ctx.db, requestId) : undefined;
  const covered = identificationCoverage({
    legislation: row.legislation,
    memberOf: await payerOf(ctx, row.user_id),
    invitedBy:
      request && request.sender_id !== row.user_id ? await payerOf(ctx, request.sender_id) : null,
  });
  return {
    identificationId: row.id,
    legislation: row.legislation,
    covered: covered !== null,
    coverageReason: covered?.reason ?? null,
    businessId: covered?.businessId ?? null,
    amount: IDENTIFICATION_PRICE.amount,
    amountDue: covered ? 0 : IDENTIFICATION_PRICE.amount,
    currency: IDENTIFICATION_PRICE.currency,
  };
}

/**
 * Per legislation, whether a business would pay an identification the subject starts now: a
 * user's own business (payForMembers); for a direct-link signer, the business that sent the
 * link's request (payForInvitations). Decides the methods offered (docs/product.md#constants-identification-methods "when covered").
 */
export async function coveredLegislations(
  ctx: AppContext,
  subject: Subject,
): Promise<Record<Legislation, boolean>> {
  const memberOf = subject.kind === 'user' ? await payerOf(ctx, subject.userId) : null;
  const request =
    subject.kind === 'direct' ? await findRequest(ctx.db, subject.requestId) : undefined;
  const invitedBy = request ? await payerOf(ctx, request.sender_id) : null;
  const covered = (legislation: Legislation) =>
    identificationCoverage({ legislation, memberOf, invitedBy }) !== null;
  return { eidas: covered('eidas'), zertes: covered('zertes') };
}
