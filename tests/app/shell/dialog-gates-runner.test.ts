// @vitest-environment jsdom
// docs/product.md#states-login-dialogs dialog gates, run one at a time through their typed dialogs; the downgrade dialog accepts
// the terms and goes to billing, and a failure shows snackbar 'global.error.generic_support'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, getActiveDialog } from '@/components/shell/dialogs/dialog-store';
import {
  acceptTermsDialog,
  downgradedDialog,
  invitationDialog,
  lockedMemberDialog,
} from '@/features/user/dialogs';
import { runDialogGates } from '@/features/user/gates/run-dialog-gates';

afterEach(() => closeDialog());

function effects(accept = vi.fn(async () => undefined)) {
  return {
    accept,
    navigate: vi.fn(),
    snackbar: vi.fn(),
    logout: vi.fn(),
  };
}

describe('runDialogGates', () => {
  it('opens the gates one after the other', async () => {
    vi.useFakeTimers();
    const fx = effects();
    runDialogGates(
      [
        { namespace: 'business', name: 'invitation' },
        { namespace: 'general', name: 'accept-terms' },
      ],
      fx,
    );
    expect(getActiveDialog()?.name).toBe('invitation');
    await invitationDialog.answer('accept');
    expect(fx.accept).toHaveBeenCalledWith(expect.objectContaining({ business_invite: true }));
    await vi.runAllTimersAsync();
    expect(getActiveDialog()?.name).toBe('accept-terms');
    await acceptTermsDialog.answer('accept');
    expect(fx.accept).toHaveBeenLastCalledWith(expect.objectContaining({ gtc: true }));
    vi.useRealTimers();
  });

  it('downgrade: accepts the terms, then goes to /billing', async () => {
    const fx = effects();
    runDialogGates([{ namespace: 'business', name: 'downgraded' }], fx);
    await downgradedDialog.answer('accept');
    expect(fx.accept).toHaveBeenCalledWith(expect.objectContaining({ gtc: true }));
    expect(fx.navigate).toHaveBeenCalledWith('/billing');
  });

  it("downgrade: a failed acceptance shows 'global.error.generic_support' and keeps the dialog", async () => {
    const fx = effects(vi.fn(async () => Promise.reject(new Error('500'))));
    runDialogGates([{ namespace: 'business', name: 'downgraded' }], fx);
    await downgradedDialog.answer('accept');
    expect(getActiveDialog()).toMatchObject({ name: 'downgraded', error: new Error('500') });
    expect(fx.snackbar).toHaveBeenCalledWith('global.error.generic_support');
    expect(fx.navigate).not.toHaveBeenCalled();
  });

  it('invitation: decline declines the invitation for good, accept joins and re-reads the membership', async () => {
    const declineInvitation = vi.fn(async () => undefined);
    const joined = vi.fn();
    const first = effects();
    runDialogGates([{ namespace: 'business', name: 'invitation' }], {
      ...first,
      declineInvitation,
      joined,
    });
    await invitationDialog.answer('decline');
    expect(declineInvitation).toHaveBeenCalledTimes(1);
    expect(first.accept).not.toHaveBeenCalled();
    expect(joined).not.toHaveBeenCalled();

    const second = effects();
    runDialogGates([{ namespace: 'business', name: 'invitation' }], {
      ...second,
      declineInvitation,
      joined,
    });
    await invitationDialog.answer('accept');
    expect(second.accept).toHaveBeenCalledWith(expect.objectContaining({ business_invite: true }));
    expect(joined).toHaveBeenCalledTimes(1);
    expect(declineInvitation).toHaveBeenCalledTimes(1);
  });

  it('invitation: a failed decline keeps the dialog open (the error is shown there)', async () => {
    const fx = effects();
    runDialogGates([{ namespace: 'business', name: 'invitation' }], {
      ...fx,
      declineInvitation: vi.fn(async () => Promise.reject(new Error('409'))),
    });
    await invitationDialog.answer('decline');
    expect(getActiveDialog()).toMatchObject({ name: 'invitation', error: new Error('409') });
  });

  it('locked member: logging out ends the chain', async () => {
    vi.useFakeTimers();
    const fx = effects();
    runDialogGates(
      [
        { namespace: 'business', name: 'locked-member' },
        { namespace: 'general', name: 'accept-terms' },
      ],
      fx,
    );
    await lockedMemberDialog.answer('logout');
    await vi.runAllTimersAsync();
    expect(fx.logout).toHaveBeenCalledOnce();
    expect(getActiveDialog()).toBeUndefined();
    vi.useRealTimers();
  });
});
