// The upgrade chooser's choice without rendering: the seats follow the chosen plan's bounds (never
// below the seats in use), a promotion code must be well formed, the running subscription's
// terms are no purchase, and a refused referral code is dropped from the request.
import type { PlanOffer } from '@generated/model/planOffer';
import { describe, expect, it } from 'vitest';
import {
  choiceReducer,
  chosen,
  initialChoice,
  type ChoiceContext,
} from '@/features/billing/upgrade-choice';

const offer = (tier: PlanOffer['tier'], minSeats: number, maxSeats: number | null): PlanOffer => ({
  name: `${tier}_v3`,
  tier,
  minSeats,
  maxSeats,
  prices: [],
});

const plans = [offer('individual', 1, 1), offer('team', 2, 10), offer('pro', 5, null)];
const context: ChoiceContext = { plans, usedSeats: 3 };

describe('the upgrade choice', () => {
  it('starts at the team plan with at least the seats in use', () => {
    const choice = initialChoice(context, { currency: 'CHF' });
    expect(choice).toEqual({
      tier: 'team',
      cycle: 'monthly',
      currency: 'CHF',
      seats: '3',
      promo: '',
    });
  });

  it('keeps the seats within the bounds of a newly chosen plan', () => {
    const start = { ...initialChoice(context, { currency: 'CHF' }), seats: '8' };
    expect(choiceReducer(start, { type: 'tier', tier: 'pro', context }).seats).toBe('8');
    expect(choiceReducer(start, { type: 'tier', tier: 'individual', context }).seats).toBe('1');
    const few = { ...start, seats: '2' };
    expect(choiceReducer(few, { type: 'tier', tier: 'pro', context }).seats).toBe('5');
  });

  it('asks for a price only for a possible choice', () => {
    const choice = initialChoice(context, { currency: 'EUR', referral: 'FRIEND1' });
    expect(chosen(choice, context).request).toEqual({
      plan: 'team_v3',
      cycle: 'monthly',
      currency: 'EUR',
      amountSeats: 3,
      promoCode: null,
      referralCode: 'FRIEND1',
    });
    const tooFew = choiceReducer(choice, { type: 'seats', seats: '2' });
    expect(chosen(tooFew, context)).toMatchObject({ seatsValid: false, request: undefined });
    const badPromo = choiceReducer(choice, { type: 'promo', promo: 'no spaces' });
    expect(chosen(badPromo, context)).toMatchObject({ promoValid: false, request: undefined });
    const promo = choiceReducer(choice, { type: 'promo', promo: ' SPRING-26 ' });
    expect(chosen(promo, context).request?.promoCode).toBe('SPRING-26');
  });

  it("is no purchase when it repeats the running subscription's terms", () => {
    const running = {
      ...context,
      currentTerms: { plan: 'team_v3', cycle: 'yearly' as const, seats: 3 },
    };
    const choice = choiceReducer(initialChoice(running, { currency: 'CHF' }), {
      type: 'cycle',
      cycle: 'yearly',
    });
    expect(chosen(choice, running)).toMatchObject({ unchanged: true, request: undefined });
    const more = choiceReducer(choice, { type: 'seats', seats: '4' });
    expect(chosen(more, running)).toMatchObject({ unchanged: false });
  });

  it('drops a refused referral code from the request', () => {
    const choice = initialChoice(context, { currency: 'CHF', referral: 'FRIEND1' });
    const dropped = choiceReducer(choice, { type: 'dropReferral' });
    expect(chosen(dropped, context).request).not.toHaveProperty('referralCode');
  });
});
