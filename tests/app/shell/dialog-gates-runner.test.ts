// docs/product.md#states-login-dialogs dialog gates, run one at a time through openDialog; the downgrade dialog accepts
// the terms and goes to billing, and a failure shows snackbar 'global.error.generic_support'.
import { describe, expect, it, vi } from 'vitest';
import { runDialogGates } from '../../../src/components/shell/gates/run-dialog-gates.ts';
import type { DialogRequest } from '../../../src/components/shell/dialogs/dialog-store.ts';

function effects(accept = vi.fn(async () => undefined)) {
  const opened: DialogRequest[] = [];
  return {
    opened,
    effects: {
      openDialog: (request: DialogRequest) => opened.push(request),
      accept,
      navigate: vi.fn(),
      snackbar: vi.fn(),
      logout: vi.fn(),
    },
  };
}

describe('runDialogGates', () => {
  it('opens the gates one after the other', async () => {
    vi.useFakeTimers();
    const { opened, effects: fx } = effects();
    runDialogGates(
      [
        { namespace: 'business', name: 'invitation' },
        { namespace: 'general', name: 'accept-terms' },
      ],
      fx,
    );
    expect(opened.map((d) => d.name)).toEqual(['invitation']);
    await opened[0].onAction?.('accept');
    expect(fx.accept).toHaveBeenCalledWith(expect.objectContaining({ business_invite: true }));
    await vi.runAllTimersAsync();
    expect(opened.map((d) => d.name)).toEqual(['invitation', 'accept-terms']);
    await opened[1].onAction?.('accept');
    expect(fx.accept).toHaveBeenLastCalledWith(expect.objectContaining({ gtc: true }));
    vi.useRealTimers();
  });

  it('downgrade: accepts the terms, then goes to /billing', async () => {
    const { opened, effects: fx } = effects();
    runDialogGates([{ namespace: 'business', name: 'downgraded' }], fx);
    await opened[0].onAction?.('accept');
    expect(fx.accept).toHaveBeenCalledWith(expect.objectContaining({ gtc: true }));
    expect(fx.navigate).toHaveBeenCalledWith('/billing');
  });

  it("downgrade: a failed acceptance shows 'global.error.generic_support' and keeps the dialog", async () => {
    const { opened, effects: fx } = effects(vi.fn(async () => Promise.reject(new Error('500'))));
    runDialogGates([{ namespace: 'business', name: 'downgraded' }], fx);
    await expect(opened[0].onAction?.('accept')).rejects.toThrow('500');
    expect(fx.snackbar).toHaveBeenCalledWith('global.error.generic_support');
    expect(fx.navigate).not.toHaveBeenCalled();
  });

  it('invitation: decline declines the invitation for good, accept joins and re-reads the membership', async () => {
    const declineInvitation = vi.fn(async () => undefined);
    const joined = vi.fn();
    const first = effects();
    runDialogGates([{ namespace: 'business', name: 'invitation' }], {
      ...first.effects,
      declineInvitation,
      joined,
    });
    await first.opened[0].onAction?.('decline');
    expect(declineInvitation).toHaveBeenCalledTimes(1);
    expect(first.effects.accept).not.toHaveBeenCalled();
    expect(joined).not.toHaveBeenCalled();

    const second = effects();
    runDialogGates([{ namespace: 'business', name: 'invitation' }], {
      ...second.effects,
      declineInvitation,
      joined,
    });
    await second.opened[0].onAction?.('accept');
    expect(second.effects.accept).toHaveBeenCalledWith(
      expect.objectContaining({ business_invite: true }),
    );
    expect(joined).toHaveBeenCalledTimes(1);
    expect(declineInvitation).toHaveBeenCalledTimes(1);
  });

  it('invitation: a failed decline keeps the dialog open (the error is shown there)', async () => {
    const { opened, effects: fx } = effects();
    runDialogGates([{ namespace: 'business', name: 'invitation' }], {
      ...fx,
      declineInvitation: vi.fn(async () => Promise.reject(new Error('409'))),
    });
    await expect(opened[0].onAction?.('decline')).rejects.toThrow('409');
  });
});
