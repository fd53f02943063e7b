// Invoice previews: changing plan, cycle, seats or currency (upgrade and direct upgrade), and
// changing the number of seats within the period. Amounts are integers in minor units; each
// line's amount is quantity × unitAmount, the subtotal their sum, discounts come off a positive
// subtotal, the tax is computed on what is left (vat.ts), the total is that plus the tax.
//
// An upgrade within the same cycle and currency keeps the period: the unused days of the current
// seats are credited and the remaining days of the new ones charged (proration by the day,
// proration.ts). A change of cycle, or a subscription that does not pay yet (free, trial,
// cancelled), starts a new period now and charges it in full, crediting the unused days of a
// paid period. The currency of a paid subscription cannot change within it.
import { conflict, ruleViolated } from '../../../domain-errors.ts';
import { discountAmount, type DiscountDefinition, type DiscountType } from './discounts.ts';
import type { Currency, Cycle } from './money.ts';
import { periodEnd, seatPrice, tierPlan, type Tier } from './plans.ts';
import { prorate } from './proration.ts';
import { ratePercent, taxOn, type Vat } from './vat.ts';

export interface SubscriptionTerms {
  plan: string;
  cycle: Cycle;
  seats: number;
  currency: Currency;
}

/** The paid period in force (null when nothing is paid: free, trial, cancelled). */
export interface PaidPeriod extends SubscriptionTerms {
  periodStart: Date;
  periodEnd: Date;
}

/** What a preview line bills (the screens word it from the code, in their language). */
export type PreviewLineCode = 'new_period' | 'remaining_time' | 'unused_time';

export interface PreviewLine {
  code: PreviewLineCode;
  /** The terms the line is about. */
  parameters: { plan: string; tier: Tier | null; cycle: Cycle; seats: number };
  /** The line in English plain text, for API users and the sandbox's invoice. */
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  currency: Currency;
  periodStart: string;
  periodEnd: string;
}

export interface PreviewDiscount {
  code: string;
  type: DiscountType;
  percentOff: number | null;
  amount: number;
  currency: Currency;
}

export interface UpgradePreview extends SubscriptionTerms {
  lines: PreviewLine[];
  subtotal: number;
  discounts: PreviewDiscount[];
  tax: number;
  taxRate: number | null;
  total: number;
  /** The period the new terms run in. */
  periodStart: Date;
  periodEnd: Date;
}

const label = (plan: string) => tierPlan(plan)?.label ?? plan;
const describe = (terms: SubscriptionTerms) =>
  `${terms.seats} × ${label(terms.plan)} (${terms.cycle})`;
/** The English words before the terms, per line code (screens word lines from the code). */
const DESCRIPTIONS: Record<PreviewLineCode, string> = {
  new_period: '',
  remaining_time: 'Remaining time on ',
  unused_time: 'Unused time on ',
};

/** A plan that can be bought and a number of seats it allows (422 with the field to blame). */
export function checkTerms(
  terms: SubscriptionTerms,
  usedSeats: number,
  seatsPointer = '/body/amountSeats',
): void {
  const plan = tierPlan(terms.plan);
  if (!plan) {
    throw ruleViolated('This plan cannot be bought.', 'plan_not_available', [
      {
        pointer: '/body/plan',
        detail: 'not a plan that can be bought',
        code: 'plan_not_available',
      },
    ]);
  }
  const tooMany = plan.maxSeats !== null && terms.seats > plan.maxSeats;
  if (terms.seats < plan.minSeats || tooMany) {
    const range = `${plan.minSeats}–${plan.maxSeats ?? '∞'}`;
    throw ruleViolated(`The ${plan.label} plan takes ${range} seats.`, 'seats_out_of_range', [
      { pointer: seatsPointer, detail: `must be within ${range}`, code: 'seats_out_of_range' },
    ]);
  }
  if (terms.seats < usedSeats) {
    throw ruleViolated(
      `The business has ${usedSeats} admins, members and invitations: buy at least as many seats.`,
      'seats_below_used',
      [
        {
          pointer: seatsPointer,
          detail: `must be at least ${usedSeats}`,
          code: 'seats_below_used',
        },
      ],
    );
  }
}

function totals(subtotal: number, currency: Currency, discounts: DiscountDefinition[], vat: Vat) {
  let remaining = subtotal;
  const applied: PreviewDiscount[] = [];
  for (const definition of discounts) {
    const amount = discountAmount(definition, remaining);
    remaining -= amount;
    applied.push({
      code: definition.code,
      type: definition.type,
      percentOff:
        definition.percentOffBasisPoints === null ? null : definition.percentOffBasisPoints / 100,
      amount,
      currency,
    });
  }
  const tax = taxOn(remaining, vat);
  return { discounts: applied, tax, taxRate: ratePercent(vat), total: remaining + tax };
}

export function upgradePreview(input: {
  current: PaidPeriod | null;
  target: SubscriptionTerms;
  discounts: DiscountDefinition[];
  vat: Vat;
  now: Date;
}): UpgradePreview {
  const { current, target, now } = input;
  const price = seatPrice(target.plan, target.cycle, target.currency);
  const running = current !== null && current.periodEnd.getTime() > now.getTime() ? current : null;
  if (
    running &&
    running.plan === target.plan &&
    running.cycle === target.cycle &&
    running.seats === target.seats &&
    running.currency === target.currency
  ) {
    throw conflict('This is the current plan with the same settings.', 'subscription_unchanged');
  }
  if (running && running.currency !== target.currency) {
    throw ruleViolated(
      'The currency of a paid subscription cannot change before its period ends.',
      'currency_change_not_allowed',
      [
        {
          pointer: '/body/currency',
          detail: `must be ${running.currency}`,
          code: 'currency_change_not_allowed',
        },
      ],
    );
  }
  const lines: PreviewLine[] = [];
  const line = (
    code: PreviewLineCode,
    terms: SubscriptionTerms,
    unitAmount: number,
    from: Date,
    to: Date,
  ) =>
    lines.push({
      code,
      parameters: {
        plan: terms.plan,
        tier: tierPlan(terms.plan)?.tier ?? null,
        cycle: terms.cycle,
        seats: terms.seats,
      },
      description: `${DESCRIPTIONS[code]}${describe(terms)}`,
      quantity: terms.seats,
      unitAmount,
      amount: terms.seats * unitAmount,
      currency: target.currency,
      periodStart: from.toISOString(),
      periodEnd: to.toISOString(),
    });
  const keepsPeriod = running !== null && running.cycle === target.cycle;
  const start = keepsPeriod ? running.periodStart : now;
  const end = keepsPeriod ? running.periodEnd : periodEnd(now, target.cycle);
  if (running) {
    const unused = prorate(
      seatPrice(running.plan, running.cycle, running.currency),
      now,
      running.periodStart,
      running.periodEnd,
    );
    line('unused_time', running, -unused, now, running.periodEnd);
  }
  if (keepsPeriod) {
    line('remaining_time', target, prorate(price, now, start, end), now, end);
  } else {
    line('new_period', target, price, now, end);
  }
  const subtotal = lines.reduce((sum, item) => sum + item.amount, 0);
  return {
    ...target,
    lines,
    subtotal,
    ...totals(subtotal, target.currency, input.discounts, input.vat),
    periodStart: start,
    periodEnd: end,
  };
}

export interface SeatsPreview {
  currentSeats: number;
  seats: number;
  currency: Currency;
  subtotal: number;
  tax: number;
  total: number;
  nextInvoiceAmount: number;
  nextInvoiceDate: string;
  /** Unix seconds of `at`: the proration time the amounts are for. */
  timestamp: number;
}

/**
 * What changing the seats of a paid period costs at `at`: the prorated price of the added seats
 * (a credit for removed ones), and the next regular invoice with the new seats and the discounts
 * that still apply then.
 */
export function seatsPreview(input: {
  current: PaidPeriod;
  seats: number;
  usedSeats: number;
  recurringDiscounts: DiscountDefinition[];
  vat: Vat;
  at: Date;
}): SeatsPreview {
  const { current, seats, at } = input;
  if (seats === current.seats) {
    throw conflict(`The subscription already has ${seats} seats.`, 'seats_unchanged');
  }
  checkTerms({ ...current, seats }, input.usedSeats, '/body/seats');
  const price = seatPrice(current.plan, current.cycle, current.currency);
  const unit = prorate(price, at, current.periodStart, current.periodEnd);
  const subtotal = (seats - current.seats) * unit;
  const tax = taxOn(subtotal, input.vat);
  const next = totals(seats * price, current.currency, input.recurringDiscounts, input.vat);
  return {
    currentSeats: current.seats,
    seats,
    currency: current.currency,
    subtotal,
    tax,
    total: subtotal + tax,
    nextInvoiceAmount: next.total,
    nextInvoiceDate: current.periodEnd.toISOString(),
    timestamp: Math.floor(at.getTime() / 1000),
  };
}
