// The user-guidance adapter (docs/product.md#states-user-guidance, docs/product.md#roles-business, docs/product.md#calls-integrations, docs/product.md#constants-integrations) driven with a fake vendor: off without a
// token or the flag; starts for free_legacy or userPilot.enabled; stops and is destroyed when
// neither holds; identifies on start and on every reload with the product's fields; anonymous
// without a user id.
import { describe, expect, it, vi } from 'vitest';
import {
  createUserGuidance,
  guidanceIdentity,
  planStartFor,
  shouldGuide,
  userGuidanceConfig,
  type GuidanceProfile,
  type GuidanceVendor,
} from '@/lib/integrations/user-guidance';

function fakeVendor() {
  const calls: string[] = [];
  const identified: unknown[] = [];
  const vendor: GuidanceVendor = {
    initialize: (token) => calls.push(`initialize ${token}`),
    identify: (id, identity) => {
      calls.push(`identify ${id}`);
      identified.push(identity);
    },
    anonymous: () => calls.push('anonymous'),
    reload: () => calls.push('reload'),
    destroy: () => calls.push('destroy'),
  };
  return { vendor, calls, identified, load: vi.fn(async () => vendor) };
}

const anna: GuidanceProfile = {
  id: 'user-anna',
  email: 'anna.meier@muster-treuhand.ch',
  isBusinessAdmin: true,
  language: 'de',
  businessId: 'b-1',
  userPilotEnabled: true,
  planId: 'team_v3',
  planStart: '2026-01-01T00:00:00Z',
};
const config = { token: 'NX-123' };

describe('configuration', () => {
  it('needs a token and the feature flag', () => {
    expect(userGuidanceConfig({})).toBeUndefined();
    expect(userGuidanceConfig({ VITE_USERPILOT_TOKEN: 'NX-1' })).toBeUndefined();
    expect(userGuidanceConfig({ VITE_FEATURE_USER_GUIDANCE: 'true' })).toBeUndefined();
    expect(
      userGuidanceConfig({ VITE_USERPILOT_TOKEN: 'NX-1', VITE_FEATURE_USER_GUIDANCE: 'true' }),
    ).toEqual({ token: 'NX-1' });
  });

  it('loads nothing when not configured', async () => {
    const fake = fakeVendor();
    const guidance = createUserGuidance(undefined, fake.load);
    await guidance.update(anna);
    expect(fake.load).not.toHaveBeenCalled();
    expect(guidance.running).toBe(false);
  });
});

describe('when it runs', () => {
  it('runs for the free_legacy plan or the business setting', () => {
    expect(shouldGuide({ ...anna, userPilotEnabled: false, planId: 'free_legacy' })).toBe(true);
    expect(shouldGuide({ ...anna, userPilotEnabled: true, planId: 'team_v3' })).toBe(true);
    expect(shouldGuide({ ...anna, userPilotEnabled: false, planId: 'free_v1' })).toBe(false);
    expect(shouldGuide(undefined)).toBe(false);
  });

  it('starts once (loading the script once), identifies, and stops and is destroyed when neither holds', async () => {
    const fake = fakeVendor();
    const guidance = createUserGuidance(config, fake.load);
    await guidance.update({ ...anna, userPilotEnabled: false, planId: 'free_v1' });
    expect(fake.load).not.toHaveBeenCalled();
    await guidance.update(anna);
    expect(guidance.running).toBe(true);
    expect(fake.calls).toEqual(['initialize NX-123', 'identify user-anna']);
    await guidance.update({ ...anna, userPilotEnabled: false });
    expect(guidance.running).toBe(false);
    expect(fake.calls.at(-1)).toBe('destroy');
    // Starting again re-initialises the same script.
    await guidance.update({ ...anna, userPilotEnabled: false, planId: 'free_legacy' });
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.calls.slice(-2)).toEqual(['initialize NX-123', 'identify user-anna']);
  });

  it('identifies again on every reload, and does nothing while stopped', async () => {
    const fake = fakeVendor();
    const guidance = createUserGuidance(config, fake.load);
    guidance.reload();
    expect(fake.calls).toEqual([]);
    await guidance.update(anna);
    guidance.reload();
    guidance.reload();
    expect(fake.calls).toEqual([
      'initialize NX-123',
      'identify user-anna',
      'identify user-anna',
      'reload',
      'identify user-anna',
      'reload',
    ]);
  });

  it('treats a session without user id as anonymous', async () => {
    const fake = fakeVendor();
    const guidance = createUserGuidance(config, fake.load);
    await guidance.update({ ...anna, id: undefined });
    expect(fake.calls).toEqual(['initialize NX-123', 'anonymous']);
  });
});

describe('what it is told', () => {
  it('sends the product fields, with the signer identity e-mail first and admin or user', () => {
    expect(guidanceIdentity(anna)).toEqual({
      email: 'anna.meier@muster-treuhand.ch',
      business_id: 'b-1',
      username: 'user-anna',
      role: 'admin',
      plan: 'team_v3',
      locale_code: 'de',
      plan_start: '2026-01-01T00:00:00Z',
    });
    const member = guidanceIdentity({
      ...anna,
      isBusinessAdmin: false,
      signerIdentityEmail: 'a.meier@identity.example',
    });
    expect(member).toMatchObject({ email: 'a.meier@identity.example', role: 'user' });
    expect(guidanceIdentity({ ...anna, id: undefined })).toBeUndefined();
  });
});

describe('plan_start', () => {
  const billing = (startAt: string) => ({ pricePlan: { current: { base: { startAt } } } });

  it('is the start of the plan in force, read from the billing information of an admin', async () => {
    const load = vi.fn(async () => billing('2026-03-01T00:00:00Z'));
    expect(await planStartFor({ isBusinessAdmin: true, businessId: 'b-1' }, load)).toBe(
      '2026-03-01T00:00:00Z',
    );
    expect(load).toHaveBeenCalledWith('b-1');
  });

  it('is not sent for members and people without a business (no call answers it for them)', async () => {
    const load = vi.fn(async () => billing('2026-03-01T00:00:00Z'));
    expect(await planStartFor({ isBusinessAdmin: false, businessId: 'b-1' }, load)).toBeUndefined();
    expect(await planStartFor({ isBusinessAdmin: true }, load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('stays empty when the billing information cannot be read (only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async () => {
      throw new Error('503');
    });
    expect(await planStartFor({ isBusinessAdmin: true, businessId: 'b-1' }, load)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
