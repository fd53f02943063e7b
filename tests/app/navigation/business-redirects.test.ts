// docs/product.md#screens-business-redirects "Redirect rules", quoted per case.
import { describe, expect, it } from 'vitest';
import { businessRedirect } from '../../../src/lib/navigation/business-redirects.ts';

const billing = (paymentMethod: string, plan = 'team_v3', extra = {}) =>
  ({ paymentMethod, plan, locked: false, trialExpired: false, ...extra }) as never;
const admin = { businessRole: 'admin' as const, billing: billing('STRIPE') };

describe('businessRedirect', () => {
  it('"/business/members/activity redirects to /business/activity"', () => {
    expect(businessRedirect({ pathname: '/business/members/activity', ...admin })).toEqual({
      to: '/business/activity',
    });
  });

  it('"Business admins are redirected from the business landing, register and signup pages to /business/profile"', () => {
    for (const pathname of ['/business', '/business/register', '/business/signup']) {
      expect(businessRedirect({ pathname, ...admin })).toEqual({ to: '/business/profile' });
    }
    expect(businessRedirect({ pathname: '/business/members', ...admin })).toBeUndefined();
  });

  it('"Business members who are not admins get a snackbar \'business.not_allowed\' and go to /"', () => {
    expect(
      businessRedirect({
        pathname: '/business/seals',
        businessRole: 'member',
        billing: billing('STRIPE'),
      }),
    ).toEqual({ to: '/', snackbar: 'business.not_allowed' });
  });

  it('"Non-members may only reach the business register and signup pages"', () => {
    expect(businessRedirect({ pathname: '/business/register' })).toBeUndefined();
    expect(businessRedirect({ pathname: '/business/signup/steps' })).toBeUndefined();
    expect(businessRedirect({ pathname: '/business/members' })).toEqual({
      to: '/business/register',
    });
  });

  it('"Manually invoiced businesses go from business billing to /business/billing/invoices"', () => {
    const manual = { businessRole: 'admin' as const, billing: billing('MANUAL') };
    expect(businessRedirect({ pathname: '/business/billing/plan', ...manual })).toEqual({
      to: '/business/billing/invoices',
    });
    expect(businessRedirect({ pathname: '/business/billing/invoices', ...manual })).toBeUndefined();
  });

  it('"/business/billing goes to the activity signatures tab for manually invoiced or legacy plans, otherwise to /business/billing/plan"', () => {
    const to = (paymentMethod: string, plan: string) =>
      businessRedirect({
        pathname: '/business/billing',
        businessRole: 'admin',
        billing: billing(paymentMethod, plan),
      });
    const activity = { to: '/business/activity', search: { tab: 'signatures' } };
    expect(to('MANUAL', 'team_v3')).toEqual(activity);
    expect(to('STRIPE', 'ent_v2')).toEqual(activity);
    expect(to('STRIPE', 'sme_v2')).toEqual(activity);
    expect(to('STRIPE', 'team_v3')).toEqual({ to: '/business/billing/plan' });
  });

  it('"Members are redirected from billing-settings and billing-usage to /billing"', () => {
    const member = { businessRole: 'member' as const, billing: billing('STRIPE') };
    expect(businessRedirect({ pathname: '/billing/settings', ...member })).toEqual({
      to: '/billing',
    });
    expect(businessRedirect({ pathname: '/billing/usage', ...member })).toEqual({ to: '/billing' });
    expect(businessRedirect({ pathname: '/billing/usage' })).toBeUndefined();
  });

  it('"A locked or trial-expired business sends its admins to /business/members, except on members, upgrade or logout pages"', () => {
    for (const state of [
      billing('BLOCKED', 'team_v3', { locked: true }),
      billing('NEEDS_PAYMENT_METHOD', 'team_v3', { trialExpired: true }),
    ]) {
      const input = { businessRole: 'admin' as const, billing: state };
      expect(businessRedirect({ pathname: '/dashboard', ...input })).toEqual({
        to: '/business/members',
      });
      expect(businessRedirect({ pathname: '/business/seals', ...input })).toEqual({
        to: '/business/members',
      });
      for (const pathname of ['/business/members', '/business/upgrade', '/upgrade', '/logout']) {
        expect(businessRedirect({ pathname, ...input })).toBeUndefined();
      }
    }
  });

  it('leaves pages outside the business area alone', () => {
    expect(businessRedirect({ pathname: '/dashboard', ...admin })).toBeUndefined();
    expect(businessRedirect({ pathname: '/profile' })).toBeUndefined();
  });
});
