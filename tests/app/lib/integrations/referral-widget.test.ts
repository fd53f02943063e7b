// The referral widget's rules with a fake vendor: off without a product id; for a logged-in person
// one token call (docs/product.md#calls-other "a customer-onboarding token call (failures only logged)") and one
// boot in the person's language; a failed token call is only logged and boots nothing; another
// person boots again; logout shuts it down.
import { describe, expect, it, vi } from 'vitest';
import { referralToken, type ReferralToken } from '@/lib/integrations/referral';
import {
  createReferralWidget,
  referralWidgetConfig,
  type ReferralVendor,
} from '@/lib/integrations/referral-widget';

const TOKEN: ReferralToken = { token: 'cello_token', expiresAt: '2026-11-26T10:00:00Z' };

function fakeVendor() {
  const vendor: ReferralVendor & { boots: unknown[]; shutdowns: number } = {
    boots: [],
    shutdowns: 0,
    boot: async (options) => {
      vendor.boots.push(options);
    },
    shutdown: () => {
      vendor.shutdowns += 1;
    },
  };
  return vendor;
}

describe('referral widget configuration', () => {
  it('is off without a product id', () => {
    expect(referralWidgetConfig({})).toBeUndefined();
    expect(referralWidgetConfig({ VITE_CELLO_PRODUCT_ID: '  ' })).toBeUndefined();
    expect(referralWidgetConfig({ VITE_CELLO_PRODUCT_ID: 'signing' })).toEqual({
      productId: 'signing',
    });
  });
});

describe('the referral widget', () => {
  it('boots once per person with the token, in the interface language', async () => {
    const vendor = fakeVendor();
    const load = vi.fn(async () => vendor);
    const token = vi.fn(async () => TOKEN);
    const widget = createReferralWidget({ productId: 'signing' }, load, token);
    await widget.update({ id: 'anna', language: 'de-ch' });
    await widget.update({ id: 'anna', language: 'de-ch' });
    expect(token).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(vendor.boots).toEqual([{ productId: 'signing', token: 'cello_token', language: 'de' }]);
    expect(widget.bootedFor).toBe('anna');
  });

  it('only logs a failed token call and boots nothing', async () => {
    const vendor = fakeVendor();
    const log = vi.fn();
    const widget = createReferralWidget(
      { productId: 'signing' },
      async () => vendor,
      () =>
        referralToken(async () => {
          throw new Error('503');
        }, log),
    );
    await widget.update({ id: 'anna' });
    expect(log).toHaveBeenCalledWith('referral token unavailable', expect.any(Error));
    expect(vendor.boots).toEqual([]);
    expect(widget.bootedFor).toBeUndefined();
  });

  it('boots again for another person and shuts down at logout', async () => {
    const vendor = fakeVendor();
    const widget = createReferralWidget(
      { productId: 'signing' },
      async () => vendor,
      async () => TOKEN,
    );
    await widget.update({ id: 'anna', language: 'it' });
    await widget.update({ id: 'beat', language: 'fr-ch' });
    expect(vendor.shutdowns).toBe(1);
    expect(vendor.boots).toEqual([
      { productId: 'signing', token: 'cello_token', language: 'it' },
      { productId: 'signing', token: 'cello_token', language: 'fr' },
    ]);
    await widget.update(undefined);
    expect(vendor.shutdowns).toBe(2);
    expect(widget.bootedFor).toBeUndefined();
    await widget.update(undefined);
    expect(vendor.shutdowns).toBe(2);
  });
});
