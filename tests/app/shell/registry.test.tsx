// @vitest-environment jsdom
// Every dialog and overlay named in docs/product.md#screens-dialogs is registered under its namespace, loads lazily
// through its host and shows its title (the dialog's accessible name) in each of the four locales.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { dialogModules } from '@/components/shell/dialogs/dialog-modules';
import {
  DIALOG_NAMES,
  dialogLocaleNamespace,
  type DialogNamespace,
} from '@/components/shell/dialogs/dialog-names';
import { closeDialog, openDialog } from '@/components/shell/dialogs/dialog-store';
import { OVERLAY_NAMES, type OverlayName } from '@/components/shell/overlays/overlay-names';
import { OverlayHost } from '@/components/shell/overlays/overlay-host';
import { closeOverlay, openOverlay } from '@/components/shell/overlays/overlay-store';
import { overlays } from '@/components/shell/overlays/registry';
import { LOCALES, renderWithProviders } from '../../support/render';
import { NOT_BUILT, seedDialogNames, seedDialogs, seedOverlays } from './product-dialogs';

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
};
// Titles whose key is not `<name>.title` (the activate/deactivate dialog's default is activate).
const TITLE_KEYS: Record<string, string> = { 'auto-deletion': 'auto-deletion.activate.title' };

describe('registration', () => {
  it('names every dialog of docs/product.md#screens-dialogs, namespace by namespace', () => {
    expect(DIALOG_NAMES).toEqual(seedDialogs);
  });

  it('leaves out only the surveys, whose answers no operation of the contract takes', () => {
    for (const [namespace, names] of Object.entries(NOT_BUILT)) {
      for (const name of names) expect(seedDialogNames[namespace]).toContain(name);
    }
    const contract = readFileSync(path.resolve('generated/openapi.json'), 'utf8');
    expect(contract).not.toMatch(/survey|satisfaction|feedback/i);
  });

  it.each(Object.keys(seedDialogs))(
    'registers every %s dialog in its lazy module',
    async (namespace) => {
      const { dialogs } = await dialogModules[namespace as DialogNamespace]();
      expect(Object.keys(dialogs).sort()).toEqual([...seedDialogs[namespace]].sort());
    },
  );

  it('names and registers every overlay of docs/product.md#screens-dialogs', () => {
    expect([...OVERLAY_NAMES]).toEqual(seedOverlays);
    expect(Object.keys(overlays).sort()).toEqual([...seedOverlays].sort());
  });
});

const dialogCases = Object.entries(DIALOG_NAMES).flatMap(([namespace, names]) =>
  names.map((name) => ({ namespace: namespace as DialogNamespace, name })),
);

describe.each(LOCALES)('in %s', (locale) => {
  it.each(dialogCases)('dialog $namespace/$name renders its title', async ({ namespace, name }) => {
    const { i18n } = renderWithProviders(<DialogHost />, { locale });
    const ns = dialogLocaleNamespace(namespace);
    const key = TITLE_KEYS[name] ?? `${name}.title`;
    const count = 1;
    expect(i18n.exists(key, { ns, count })).toBe(true);
    const title = i18n.t(key, { ns, count });
    act(
      () =>
        void openDialog({ namespace, name, props: DIALOG_PROPS[name] } as Parameters<
          typeof openDialog
        >[0]),
    );
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });

  it.each([...OVERLAY_NAMES])('overlay %s renders its title', async (name: OverlayName) => {
    const { i18n } = renderWithProviders(<OverlayHost />, { locale });
    const key = `${name}.title`;
    expect(i18n.exists(key, { ns: 'overlays', count: 1 })).toBe(true);
    const title = i18n.t(key, { ns: 'overlays', count: 1 });
    act(() => void openOverlay({ name }));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });
});
