// @vitest-environment jsdom
// A dashboard row's actions: the button shows at once and the menu's code loads on
// intent; a press from the keyboard before the code is there opens the menu with its first item
// active, and once loaded every row renders the real menu straight away.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RowActionsMenu } from '@/features/signature-requests/row-actions-menu';
import { renderWithProviders } from '../../support/render';

const items = [
  { value: 'open', label: 'Open', danger: false },
  { value: 'delete', label: 'Delete', danger: true },
];

// The menu's popper measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderMenu(onSelect = vi.fn()) {
  renderWithProviders(
    <RowActionsMenu label="Actions for “NDA”" text="Actions" items={items} onSelect={onSelect} />,
  );
  return onSelect;
}

describe('RowActionsMenu', () => {
  // First in the file: the menu's code is not loaded yet.
  it('opens from the keyboard with the first item active once its code has loaded', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Actions for “NDA”' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    // Enter on a button is a click without a pointer position.
    fireEvent.click(button, { detail: 0 });
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Open' }).hasAttribute('data-highlighted')).toBe(
        true,
      ),
    );
    // The menu moves focus into itself on the next animation frame after it opens.
    await waitFor(() =>
      expect(menu.contains(document.activeElement) || menu === document.activeElement).toBe(true),
    );
  });

  it('renders the real menu at once once loaded, and a chosen item runs its action', async () => {
    const onSelect = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Actions for “NDA”' });
    expect(trigger.getAttribute('data-scope')).toBe('menu');
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('delete'));
  });
});
