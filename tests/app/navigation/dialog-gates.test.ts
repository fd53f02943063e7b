// docs/product.md#states-login-dialogs "Dialog gates after login: unaccepted business invitation (accepted_business_invite
// missing) shows an invitation dialog; a user removed from or whose business was deleted sees a
// downgrade dialog, accepts terms, and goes to billing; users without accepted terms (and not
// SSO-incomplete) get an accept-terms dialog; locked or trial-expired members see a locked dialog."
import { describe, expect, it } from 'vitest';
import {
  dialogGates,
  DOWNGRADE_FAILURE_SNACKBAR,
  DOWNGRADE_TARGET,
} from '../../../src/lib/navigation/dialog-gates.ts';

const locked = {
  paymentMethod: 'BLOCKED',
  plan: 'team_v3',
  locked: true,
  trialExpired: false,
} as const;
const names = (input: Parameters<typeof dialogGates>[0]) => dialogGates(input).map((g) => g.name);

describe('dialogGates', () => {
  it('opens nothing for a user who has accepted everything', () => {
    const attributes = {
      acceptedGtc: ['true' as const],
      acceptedBusinessInvite: ['true' as const],
    };
    expect(names({ attributes, businessRole: 'admin', ssoIncomplete: false })).toEqual([]);
  });

  it('shows every gate in the product order', () => {
    const gates = dialogGates({
      attributes: { removedFromBusiness: ['true'] },
      businessRole: 'member',
      billing: locked,
      ssoIncomplete: false,
    });
    expect(gates).toEqual([
      { namespace: 'business', name: 'invitation' },
      { namespace: 'business', name: 'downgraded' },
      { namespace: 'general', name: 'accept-terms' },
      { namespace: 'business', name: 'locked-member' },
    ]);
  });

  it('shows the downgrade dialog for a deleted business, then billing', () => {
    expect(
      names({
        attributes: { businessDeleted: ['true'], acceptedGtc: ['true'] },
        ssoIncomplete: false,
      }),
    ).toEqual(['downgraded']);
    expect(DOWNGRADE_TARGET).toBe('/billing');
    expect(DOWNGRADE_FAILURE_SNACKBAR).toBe('global.error.generic_support');
  });

  it('skips accept-terms while SSO setup is incomplete', () => {
    expect(names({ attributes: {}, ssoIncomplete: true })).toEqual([]);
    expect(names({ attributes: { acceptedGtc: ['false'] }, ssoIncomplete: false })).toEqual([
      'accept-terms',
    ]);
  });

  it('shows the locked dialog to members only, not admins', () => {
    const attributes = {
      acceptedGtc: ['true' as const],
      acceptedBusinessInvite: ['true' as const],
    };
    expect(
      names({ attributes, businessRole: 'member', billing: locked, ssoIncomplete: false }),
    ).toEqual(['locked-member']);
    expect(
      names({ attributes, businessRole: 'admin', billing: locked, ssoIncomplete: false }),
    ).toEqual([]);
  });

  it('shows the invitation to an existing account outside any business with a pending invitation', () => {
    const attributes = { acceptedGtc: ['true' as const] };
    expect(names({ attributes, ssoIncomplete: false, pendingInvitation: true })).toEqual([
      'invitation',
    ]);
    expect(names({ attributes, ssoIncomplete: false, pendingInvitation: false })).toEqual([]);
    // A member who accepted is not asked again, whatever else is pending.
    expect(
      names({
        attributes: { ...attributes, acceptedBusinessInvite: ['true'] },
        businessRole: 'member',
        ssoIncomplete: false,
        pendingInvitation: true,
      }),
    ).toEqual([]);
  });
});
