// The pricing module against a table of worked examples. Every expected amount was worked out by
// hand (integer minor units, half away from zero) and the working is in the comment beside it.
// Prices are the catalogue's: individual 1500, team 2900, pro 4900, scale 7900 a seat a month in
// CHF and EUR, a year costs ten months.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain-errors.ts';
import { findPromoCode, referralDiscount } from '../../src/areas/billing/rules/catalogue.ts';
import type { DiscountDefinition } from '../../src/areas/billing/rules/discounts.ts';
import { roundedDivision } from '../../src/areas/billing/rules/money.ts';
import {
  isLegacyPlan,
  periodEnd,
  planFamily,
  planLicenses,
  seatPrice,
} from '../../src/areas/billing/rules/plans.ts';
import { daysLeft, periodDays, prorate } from '../../src/areas/billing/rules/proration.ts';
import {
  seatsPreview,
  upgradePreview,
  type PaidPeriod,
} from '../../src/areas/billing/rules/preview.ts';
import { taxOn, vatFor } from '../../src/areas/billing/rules/vat.ts';

const d = (iso: string) => new Date(iso);
const promo = (code: string) => findPromoCode(code) as DiscountDefinition;

// The contract's example world: team_v3 monthly in CHF, 5 seats, period November 2026 (30 days).
const teamNovember: PaidPeriod = {
  plan: 'team_v3',
  cycle: 'monthly',
  seats: 5,
  currency: 'CHF',
  periodStart: d('2026-11-01T00:00:00Z'),
  periodEnd: d('2026-12-01T00:00:00Z'),
};
// 25 November 10:00: 5.58 days left, counted as 6 of 30.
const nov25 = d('2026-11-25T10:00:00Z');

describe('money, plans and periods', () => {
  it.each([
    // [numerator, denominator, expected]
    [5, 2, 3], // 2.5 rounds up
    [-5, 2, -3], // -2.5 rounds away from zero too (credits like charges)
    [14094, 10, 1409], // 1409.4
    [7395, 10, 740], // 739.5
    [0, 7, 0],
  ])('roundedDivision(%i, %i) = %i', (n, den, expected) => {
    expect(roundedDivision(n, den)).toBe(expected);
  });

  it.each([
    ['individual_v3', 'monthly', 'CHF', 1500],
    ['team_v3', 'monthly', 'CHF', 2900],
    ['team_v3', 'yearly', 'CHF', 29000], // ten months
    ['pro_v3', 'monthly', 'EUR', 4900],
    ['scale_v3', 'yearly', 'EUR', 79000],
  ] as const)('a seat of %s %s in %s costs %i', (plan, cycle, currency, amount) => {
    expect(seatPrice(plan, cycle, currency)).toBe(amount);
  });

  it('names the families of docs/product.md#states and their licences', () => {
    expect(planFamily('ent_v2')).toBe('legacy');
    expect(planFamily('sme_v2')).toBe('legacy');
    expect(planFamily('free_v1')).toBe('free');
    expect(planFamily('free_migrated')).toBe('free');
    expect(planFamily('free_legacy')).toBe('free_legacy');
    expect(planFamily('ent_alpine_2026')).toBe('enterprise');
    expect(planFamily('team_v3')).toBe('tier');
    expect(isLegacyPlan('sme_v2') && isLegacyPlan('free_legacy') && !isLegacyPlan('free_v1')).toBe(
      true,
    );
    expect(planLicenses('team_v3').zertes).toEqual({
      payForMembers: true,
      payForInvitations: false,
    });
    expect(planLicenses('pro_v3').eidas).toEqual({ payForMembers: true, payForInvitations: true });
    expect(planLicenses('ent_alpine_2026').eidas.payForInvitations).toBe(true);
    expect(planLicenses('free_v1').eidas).toEqual({
      payForMembers: false,
      payForInvitations: false,
    });
    expect(() => seatPrice('ent_v2', 'monthly', 'CHF')).toThrow(RangeError);
  });

  it.each([
    ['2026-11-01T00:00:00Z', 'monthly', '2026-12-01T00:00:00.000Z'],
    ['2027-01-31T00:00:00Z', 'monthly', '2027-02-28T00:00:00.000Z'], // no 3 March
    ['2026-11-25T10:00:00Z', 'yearly', '2027-11-25T10:00:00.000Z'],
  ] as const)('a period from %s (%s) ends %s', (start, cycle, end) => {
    expect(periodEnd(d(start), cycle).toISOString()).toBe(end);
  });
});

describe('VAT from the billing country', () => {
  it.each([
    // [country, vat id, net, tax, rate]
    ['CH', null, 17400, 1409, 810], // 17400 × 8.1 % = 1409.4
    ['LI', null, 2900, 235, 810], // Swiss VAT area: 234.9
    ['DE', 'DE123456789', 2900, 0, null], // EU with a VAT id: reverse charge
    ['DE', null, 2900, 551, 1900], // 2900 × 19 % = 551
    ['FI', '', 2900, 740, 2550], // blank id is none: 2900 × 25.5 % = 739.5 → 740
    ['US', null, 2900, 0, null], // export: no VAT
    ['CH', null, -580, -47, 810], // a credit: -46.98 → -47
  ] as const)('%s (VAT id %s): tax on %i is %i', (country, vatId, net, tax, rate) => {
    const vat = vatFor(country, vatId);
    expect(vat.rate).toBe(rate);
    expect(taxOn(net, vat)).toBe(tax);
  });
});

describe('proration by the day', () => {
  it('counts the day of the change and calendar days', () => {
    expect(periodDays(teamNovember.periodStart, teamNovember.periodEnd)).toBe(30);
    expect(daysLeft(nov25, teamNovember.periodEnd)).toBe(6); // 5 days 14 hours → 6
    // 2900 × 6 / 30 = 580 (the contract's example)
    expect(prorate(2900, nov25, teamNovember.periodStart, teamNovember.periodEnd)).toBe(580);
    // At the very start the whole period: 2900 × 30 / 30
    expect(
      prorate(2900, teamNovember.periodStart, teamNovember.periodStart, teamNovember.periodEnd),
    ).toBe(2900);
    // After the end nothing.
    expect(
      prorate(2900, d('2026-12-02T00:00:00Z'), teamNovember.periodStart, teamNovember.periodEnd),
    ).toBe(0);
    // A year of 365 days from 15 January, on 1 July 198 days are left (184 to 1 January + 14):
    // 29000 × 198 / 365 = 15731.51 → 15732
    expect(
      prorate(
        29000,
        d('2026-07-01T00:00:00Z'),
        d('2026-01-15T00:00:00Z'),
        d('2027-01-15T00:00:00Z'),
      ),
    ).toBe(15732);
  });
});

describe('upgrade preview', () => {
  const ch = vatFor('CH', null);
  it.each([
    {
      name: 'team → pro within the month, WELCOME10, Switzerland (the contract example)',
      current: teamNovember,
      target: { plan: 'pro_v3', cycle: 'monthly', seats: 5, currency: 'CHF' },
      discounts: [promo('WELCOME10')],
      vat: ch,
      // unused 2900 × 6/30 = 580 × 5 = -2900; remaining 4900 × 6/30 = 980 × 5 = 4900
      lines: [
        [5, -580, -2900],
        [5, 980, 4900],
      ],
      subtotal: 2000, // -2900 + 4900
      discount: 200, // 10 % of 2000
      tax: 146, // 1800 × 8.1 % = 145.8
      total: 1946, // 1800 + 146
      periodEnd: '2026-12-01T00:00:00.000Z', // the period is kept
    },
    {
      name: 'trial → team yearly in CHF, YEARLY15, Switzerland',
      current: null,
      target: { plan: 'team_v3', cycle: 'yearly', seats: 5, currency: 'CHF' },
      discounts: [promo('YEARLY15')],
      vat: ch,
      lines: [[5, 29000, 145000]],
      subtotal: 145000,
      discount: 21750, // 15 % of 145000
      tax: 9983, // 123250 × 8.1 % = 9983.25
      total: 133233, // 123250 + 9983
      periodEnd: '2027-11-25T10:00:00.000Z', // a new year from now
    },
    {
      name: 'direct scale monthly in EUR, a referral, Germany with a VAT id (reverse charge)',
      current: null,
      target: { plan: 'scale_v3', cycle: 'monthly', seats: 10, currency: 'EUR' },
      discounts: [referralDiscount('muster-treuhand')],
      vat: vatFor('DE', 'DE123456789'),
      lines: [[10, 7900, 79000]],
      subtotal: 79000,
      discount: 15800, // 20 % of 79000
      tax: 0,
      total: 63200,
      periodEnd: '2026-12-25T10:00:00.000Z',
    },
    {
      name: 'team monthly, TEAMSTART50 (CHF 50 off), Austria without a VAT id',
      current: null,
      target: { plan: 'team_v3', cycle: 'monthly', seats: 2, currency: 'CHF' },
      discounts: [promo('TEAMSTART50')],
      vat: vatFor('AT', null),
      lines: [[2, 2900, 5800]],
      subtotal: 5800,
      discount: 5000, // the fixed amount
      tax: 160, // 800 × 20 %
      total: 960,
      periodEnd: '2026-12-25T10:00:00.000Z',
    },
    {
      name: 'team monthly → team yearly: a new period, the unused days credited',
      current: teamNovember,
      target: { plan: 'team_v3', cycle: 'yearly', seats: 5, currency: 'CHF' },
      discounts: [],
      vat: ch,
      lines: [
        [5, -580, -2900],
        [5, 29000, 145000],
      ],
      subtotal: 142100,
      discount: 0,
      tax: 11510, // 142100 × 8.1 % = 11510.1
      total: 153610,
      periodEnd: '2027-11-25T10:00:00.000Z',
    },
    {
      name: 'pro → team (a credit): no discount off a credit, the tax credited too',
      current: { ...teamNovember, plan: 'pro_v3' },
      target: { plan: 'team_v3', cycle: 'monthly', seats: 5, currency: 'CHF' },
      discounts: [promo('WELCOME10')],
      vat: ch,
      lines: [
        [5, -980, -4900],
        [5, 580, 2900],
      ],
      subtotal: -2000,
      discount: 0,
      tax: -162, // -2000 × 8.1 % = -162
      total: -2162,
      periodEnd: '2026-12-01T00:00:00.000Z',
    },
  ] as const)('$name', (example) => {
    const preview = upgradePreview({
      current: example.current,
      target: { ...example.target },
      discounts: [...example.discounts],
      vat: example.vat,
      now: nov25,
    });
    expect(preview.lines.map((line) => [line.quantity, line.unitAmount, line.amount])).toEqual(
      example.lines,
    );
    expect(preview.subtotal).toBe(example.subtotal);
    expect(preview.discounts.reduce((sum, item) => sum + item.amount, 0)).toBe(example.discount);
    expect(preview.tax).toBe(example.tax);
    expect(preview.total).toBe(example.total);
    expect(preview.periodEnd.toISOString()).toBe(example.periodEnd);
  });

  it('names the lines and shows the rate in percent', () => {
    const preview = upgradePreview({
      current: teamNovember,
      target: { plan: 'pro_v3', cycle: 'monthly', seats: 5, currency: 'CHF' },
      discounts: [promo('WELCOME10')],
      vat: ch,
      now: nov25,
    });
    expect(preview.lines.map((line) => line.description)).toEqual([
      'Unused time on 5 × Team (monthly)',
      'Remaining time on 5 × Pro (monthly)',
    ]);
    // Screens word the lines from the code and its parameters, in their own language.
    expect(preview.lines.map((line) => [line.code, line.parameters])).toEqual([
      ['unused_time', { plan: 'team_v3', tier: 'team', cycle: 'monthly', seats: 5 }],
      ['remaining_time', { plan: 'pro_v3', tier: 'pro', cycle: 'monthly', seats: 5 }],
    ]);
    const fresh = upgradePreview({
      current: null,
      target: { plan: 'team_v3', cycle: 'yearly', seats: 3, currency: 'EUR' },
      discounts: [],
      vat: ch,
      now: nov25,
    });
    expect(fresh.lines.map((line) => [line.code, line.parameters, line.description])).toEqual([
      [
        'new_period',
        { plan: 'team_v3', tier: 'team', cycle: 'yearly', seats: 3 },
        '3 × Team (yearly)',
      ],
    ]);
    expect(preview.taxRate).toBe(8.1);
    expect(preview.discounts[0]).toMatchObject({
      code: 'WELCOME10',
      type: 'PROMO',
      percentOff: 10,
    });
  });

  it.each([
    [
      'the same plan and settings',
      { plan: 'team_v3', cycle: 'monthly', seats: 5, currency: 'CHF' },
      'subscription_unchanged',
    ],
    [
      'another currency mid-period',
      { plan: 'pro_v3', cycle: 'monthly', seats: 5, currency: 'EUR' },
      'currency_change_not_allowed',
    ],
  ] as const)('refuses %s', (_name, target, code) => {
    expect(() =>
      upgradePreview({ current: teamNovember, target, discounts: [], vat: ch, now: nov25 }),
    ).toThrow(expect.objectContaining({ code }) as DomainError);
  });
});

describe('seats preview', () => {
  const ch = vatFor('CH', null);
  it.each([
    {
      name: 'one more seat on 25 November (the contract example)',
      seats: 6,
      discounts: [],
      subtotal: 580, // 1 × 2900 × 6/30
      tax: 47, // 46.98
      total: 627,
      next: 18809, // 6 × 2900 = 17400 + 1409 (1409.4)
    },
    {
      name: 'two seats fewer: a credit',
      seats: 3,
      discounts: [],
      subtotal: -1160, // -2 × 580
      tax: -94, // -93.96
      total: -1254,
      next: 9405, // 8700 + 705 (704.7)
    },
    {
      name: 'one more seat with WELCOME10 still running on the next invoice',
      seats: 6,
      discounts: [promo('WELCOME10')],
      subtotal: 580,
      tax: 47,
      total: 627,
      next: 16928, // 17400 - 1740 = 15660 + 1268 (1268.46)
    },
  ])('$name', (example) => {
    const preview = seatsPreview({
      current: teamNovember,
      seats: example.seats,
      usedSeats: 3,
      recurringDiscounts: example.discounts,
      vat: ch,
      at: nov25,
    });
    expect(preview).toEqual({
      currentSeats: 5,
      seats: example.seats,
      currency: 'CHF',
      subtotal: example.subtotal,
      tax: example.tax,
      total: example.total,
      nextInvoiceAmount: example.next,
      nextInvoiceDate: '2026-12-01T00:00:00.000Z',
      timestamp: 1795600800, // 2026-11-25T10:00:00Z
    });
  });

  it.each([
    [5, 'seats_unchanged', undefined],
    [2, 'seats_below_used', '/body/seats'], // 3 accounts use seats
    [21, 'seats_out_of_range', '/body/seats'], // team takes 2–20
  ])('refuses %i seats with %s', (seats, code, pointer) => {
    try {
      seatsPreview({
        current: teamNovember,
        seats,
        usedSeats: 3,
        recurringDiscounts: [],
        vat: ch,
        at: nov25,
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(code);
      expect((error as DomainError).errors?.[0]?.pointer).toBe(pointer);
    }
  });
});
