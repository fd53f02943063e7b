// @vitest-environment jsdom
// Every dialog and overlay named in docs/product.md#screens-dialogs is registered under its namespace, loads lazily
// through its host and shows its title (the dialog's accessible name) in each of the four locales.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as sharedBillingDialogs from '@/components/billing/dialogs';
import * as sharedBillingOverlays from '@/components/billing/overlays';
import type { DialogHandle } from '@/components/shell/dialogs/define-dialog';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { dialogLocaleNamespace } from '@/components/shell/dialogs/dialog-names';
import { closeDialog } from '@/components/shell/dialogs/dialog-store';
import { leavePageDialog } from '@/components/shell/dialogs/use-leave-guard';
import type { OverlayHandle } from '@/components/shell/overlays/define-overlay';
import { OverlayHost } from '@/components/shell/overlays/overlay-host';
import { closeOverlay } from '@/components/shell/overlays/overlay-store';
import * as sharedSigningDialogs from '@/components/signing/dialogs';
import * as sharedSigningOverlays from '@/components/signing/overlays';
import * as billingDialogs from '@/features/billing/dialogs';
import * as businessDialogs from '@/features/business/dialogs';
import * as profileDialogs from '@/features/profile/dialogs';
import * as profileOverlays from '@/features/profile/overlays';
import * as requestDialogs from '@/features/signature-requests/dialogs';
import * as signingDialogs from '@/features/signing/dialogs';
import * as signingOverlays from '@/features/signing/overlays';
import * as userDialogs from '@/features/user/dialogs';
import * as visualSignatureDialogs from '@/features/visual-signatures/dialogs';
import * as visualSignatureOverlays from '@/features/visual-signatures/overlays';
import * as webhookDialogs from '@/features/webhooks/dialogs';
import { LOCALES, renderWithProviders } from '../../support/render';
import { NOT_BUILT, productDialogNames, productDialogs, productOverlays } from './product-dialogs';

// The test opens each dialog with the props of DIALOG_PROPS, whatever its own props' type.
type AnyDialog = DialogHandle<never, unknown>;
type AnyOverlay = OverlayHandle<never, unknown>;

/** Every dialog the features and the shared components define (and the shell's leave-page). */
const dialogs: AnyDialog[] = [
  leavePageDialog,
  ...[
    sharedBillingDialogs,
    sharedSigningDialogs,
    billingDialogs,
    businessDialogs,
    profileDialogs,
    requestDialogs,
    signingDialogs,
    userDialogs,
    visualSignatureDialogs,
    webhookDialogs,
  ].flatMap((module) => Object.values(module)),
];
const overlays: AnyOverlay[] = [
  sharedBillingOverlays,
  sharedSigningOverlays,
  profileOverlays,
  signingOverlays,
  visualSignatureOverlays,
].flatMap((module) => Object.values(module));

const namesIn = (namespace: string) =>
  dialogs
    .filter((dialog) => dialog.namespace === namespace)
    .map((dialog) => dialog.name)
    .sort();

const open = (handle: AnyDialog | AnyOverlay, props: unknown) =>
  (handle.open as (props: unknown) => Promise<unknown>)(props);

afterEach(() => {
  act(() => {
    closeDialog();
    closeOverlay();
  });
  cleanup();
});

// Props that make the title read as it would in use (a batch of one member, not zero); counted
// titles are checked in their singular form.
const DIALOG_PROPS: Record<string, Record<string, unknown>> = {
  'remove-members': { members: [{ id: 'beat.keller', label: 'Beat Keller' }] },
  'rotate-webhook-secret': { url: 'https://erp.muster-treuhand.ch/signing/events' },
};
// Titles whose key is not `<name>.title` (the activate/deactivate dialog's default is activate).
const TITLE_KEYS: Record<string, string> = { 'auto-deletion': 'auto-deletion.activate.title' };

describe('registration', () => {
  it('defines every dialog of docs/product.md#screens-dialogs, namespace by namespace', () => {
    expect(Object.keys(productDialogs).map(namesIn)).toEqual(
      Object.values(productDialogs).map((names) => [...names].sort()),
    );
    expect(dialogs).toHaveLength(Object.values(productDialogs).flat().length);
  });

  it('leaves out only the surveys, whose answers no operation of the contract takes', () => {
    for (const [namespace, names] of Object.entries(NOT_BUILT)) {
      for (const name of names) expect(productDialogNames[namespace]).toContain(name);
    }
    const contract = readFileSync(path.resolve('generated/openapi.json'), 'utf8');
    expect(contract).not.toMatch(/survey|satisfaction|feedback/i);
  });

  it('defines every overlay of docs/product.md#screens-dialogs', () => {
    expect(overlays.map((overlay) => overlay.name).sort()).toEqual([...productOverlays].sort());
  });
});

const dialogCases = dialogs.map((dialog) => ({
  namespace: dialog.namespace,
  name: dialog.name,
  dialog,
}));

describe.each(LOCALES)('in %s', (locale) => {
  it.each(dialogCases)('dialog $namespace/$name renders its title', async (dialogCase) => {
    const { namespace, name, dialog } = dialogCase;
    const { i18n } = renderWithProviders(<DialogHost />, { locale });
    const ns = dialogLocaleNamespace(namespace);
    const key = TITLE_KEYS[name] ?? `${name}.title`;
    const count = 1;
    expect(i18n.exists(key, { ns, count })).toBe(true);
    const title = i18n.t(key, { ns, count });
    act(() => void open(dialog, DIALOG_PROPS[name] ?? {}));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });

  it.each(overlays.map((overlay) => ({ name: overlay.name, overlay })))(
    'overlay $name renders its title',
    async ({ name, overlay }) => {
      const { i18n } = renderWithProviders(<OverlayHost />, { locale });
      const key = `${name}.title`;
      expect(i18n.exists(key, { ns: 'overlays', count: 1 })).toBe(true);
      const title = i18n.t(key, { ns: 'overlays', count: 1 });
      act(() => void open(overlay, {}));
      expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    },
  );
});
