// Discounts and identification licences against worked examples (the pricing table's companion,
// pricing.test.ts): which codes can be redeemed, when a granted discount is used up, and who pays
// an identification.
import { describe, expect, it } from 'vitest';
import { findPromoCode } from '../../src/areas/billing/rules/catalogue.ts';
import { identificationCoverage } from '../../src/areas/billing/rules/coverage.ts';
import {
  checkRedeemable,
  discountStatus,
  type DiscountDefinition,
} from '../../src/areas/billing/rules/discounts.ts';
import { planLicenses } from '../../src/areas/billing/rules/plans.ts';

const d = (iso: string) => new Date(iso);
const promo = (code: string) => findPromoCode(code) as DiscountDefinition;
const nov25 = d('2026-11-25T10:00:00Z');

describe('discounts', () => {
  const base = {
    plan: 'team_v3',
    cycle: 'monthly',
    currency: 'CHF',
    redemptions: 0,
    now: nov25,
  } as const;
  it.each([
    ['WELCOME10', base, { valid: true }],
    ['NOPE', base, { valid: false, reason: 'not_found' }],
    ['YEARLY15', base, { valid: false, reason: 'not_applicable' }], // yearly only
    ['YEARLY15', { ...base, cycle: 'yearly' }, { valid: true }],
    ['TEAMSTART50', { ...base, currency: 'EUR' }, { valid: false, reason: 'not_applicable' }], // CHF 50 off
    ['TEAMSTART50', { ...base, plan: 'pro_v3' }, { valid: false, reason: 'not_applicable' }], // team only
    ['TEAMSTART50', { ...base, redemptions: 500 }, { valid: false, reason: 'used_up' }], // 500 at most
  ] as const)('%s for %o', (code, input, expected) => {
    expect(checkRedeemable(findPromoCode(code), input)).toEqual(expected);
  });

  it('expires at its expiry', () => {
    const autumn = { ...promo('WELCOME10'), code: 'AUTUMN', expiresAt: '2026-11-25T09:59:59Z' };
    expect(checkRedeemable(autumn, base)).toEqual({ valid: false, reason: 'expired' });
    expect(checkRedeemable(autumn, { ...base, now: d('2026-11-25T09:59:59Z') })).toEqual({
      valid: true,
    });
  });

  it('is ACTIVE while it applies and USED_UP after', () => {
    // WELCOME10 repeats 3 months: redeemed 15 September, it runs until 15 December.
    const welcome = {
      definition: promo('WELCOME10'),
      appliedAt: '2026-09-15T00:00:00.000Z',
      invoicesApplied: 3,
    };
    expect(discountStatus(welcome, d('2026-12-14T23:59:59Z'))).toBe('ACTIVE');
    expect(discountStatus(welcome, d('2026-12-15T00:00:00Z'))).toBe('USED_UP');
    // A once discount is used up by its first invoice.
    const once = {
      definition: promo('YEARLY15'),
      appliedAt: '2026-09-15T00:00:00.000Z',
      invoicesApplied: 0,
    };
    expect(discountStatus(once, nov25)).toBe('ACTIVE');
    expect(discountStatus({ ...once, invoicesApplied: 1 }, nov25)).toBe('USED_UP');
  });
});

describe('identification licences', () => {
  const payer = (plan: string, billable = true) => ({
    businessId: plan,
    licenses: planLicenses(plan),
    billable,
  });
  it.each([
    [
      'a member of a team business (eidas)',
      'eidas',
      payer('team_v3'),
      null,
      { businessId: 'team_v3', reason: 'payForMembers' },
    ],
    [
      'a signer invited by a pro business',
      'zertes',
      null,
      payer('pro_v3'),
      { businessId: 'pro_v3', reason: 'payForInvitations' },
    ],
    ['a signer invited by a team business', 'zertes', null, payer('team_v3'), null], // team pays members only
    ['a member of a locked business', 'eidas', payer('team_v3', false), null, null],
    ['a member of a free business', 'eidas', payer('free_v1'), null, null],
    [
      'an individual who is invited by pro: the invitation pays',
      'eidas',
      payer('individual_v3'),
      payer('pro_v3'),
      { businessId: 'pro_v3', reason: 'payForInvitations' },
    ],
  ] as const)('%s', (_name, legislation, memberOf, invitedBy, expected) => {
    expect(identificationCoverage({ legislation, memberOf, invitedBy })).toEqual(expected);
  });
});
