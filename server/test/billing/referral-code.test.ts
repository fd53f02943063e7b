// Every business gets a referral code of its own: two businesses of the same name draw the same
// stem, and a suffix already taken is drawn again instead of failing the request (the contract
// tests met this as a 500 on a setup intent, one run in a few, when two of their many
// same-named businesses drew the same 4-digit suffix).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf, newReferralCode } from '../../src/areas/billing/account.ts';
import { findBusiness } from '../../src/areas/business/store/businesses.ts';
import type { AppContext } from '../../src/context.ts';
import { billingBusiness, billingUser, startBilling, type BillingCtx } from './support.ts';

describe('referral codes', () => {
  let ctx: BillingCtx;
  beforeAll(async () => {
    ctx = await startBilling();
  });
  afterAll(async () => ctx?.close());

  /** The parts of the context accountOf reads, over a database or a transaction. */
  const appContext = (db: AppContext['db']) =>
    ({
      db,
      clock: ctx.clock,
      providers: { payment: { name: 'sandbox' } },
    }) as unknown as AppContext;
  const draws = (...codes: string[]) => {
    const queue = [...codes];
    return () => queue.shift() ?? 'SHOULD-NOT-BE-DRAWN';
  };

  it('are made of the name, without its accents, and a suffix', () => {
    expect(newReferralCode('Muster Treuhand AG')).toMatch(/^MUSTER-TREUHAND-AG-[0-9A-F]{6}$/);
    expect(newReferralCode('Zürich Süd')).toMatch(/^ZURICH-SUD-[0-9A-F]{6}$/);
  });

  it('draw again when another business of the same name holds the code, also inside a transaction', async () => {
    const first = await findBusiness(
      ctx.testDb.db,
      await billingBusiness(ctx, await billingUser(ctx)),
    );
    const second = await findBusiness(
      ctx.testDb.db,
      await billingBusiness(ctx, await billingUser(ctx)),
    );
    expect(first?.name).toBe(second?.name);

    const taken = await accountOf(appContext(ctx.testDb.db), first!, draws('MUSTER-000001'));
    expect(taken.referral_code).toBe('MUSTER-000001');
    // On PostgreSQL a failed insert would abort the transaction: the conflict must not raise.
    const drawn = await ctx.testDb.db
      .transaction()
      .execute(async (trx) =>
        accountOf(appContext(trx), second!, draws('MUSTER-000001', 'MUSTER-000002')),
      );
    expect(drawn.referral_code).toBe('MUSTER-000002');
    // Made once: the next call finds the account and draws nothing.
    const again = await accountOf(appContext(ctx.testDb.db), second!, draws());
    expect(again.referral_code).toBe('MUSTER-000002');
  });
});
