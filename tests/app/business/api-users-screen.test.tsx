// @vitest-environment jsdom
// /business/developers/api against the generated MSW handlers: the list with its labels, create
// (the generated secret shown once, with a copy button), reset secret, edit the description,
// delete — each sent as the contract says.
import { getApiUsersMock } from '@generated/api/api-users/api-users.msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiUsersScreen } from '@/features/business/api-users-screen';
import { renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { sent } = businessServer(...getApiUsersMock());

describe('ApiUsersScreen', () => {
  it('lists the API users with real column titles', async () => {
    renderWithProviders(<ApiUsersScreen businessId={ID} />);
    const table = await screen.findByRole('table', { name: 'API users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['User name', 'Description', 'Created', 'Actions']);
    expect(within(table).getByText('api-muster-erp')).toBeTruthy();
  });

  it('creates an API user and shows its secret once, with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithProviders(<ApiUsersScreen businessId={ID} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Description/ }), {
      target: { value: 'ERP integration' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create API user' }));
    const secret = await screen.findByTestId('api-secret');
    expect(sentTo(sent, 'POST', '/apis')[0].body).toEqual({ description: 'ERP integration' });
    expect(secret.textContent).toBe('q7Z2xV9mK4pL8nR3tW6yB5cD');
    fireEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('q7Z2xV9mK4pL8nR3tW6yB5cD'));
    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByTestId('api-secret')).toBeNull();
  });

  it('resets a secret (PUT .../reset) and shows the new one', async () => {
    renderWithProviders(<ApiUsersScreen businessId={ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset secret: api-muster-erp' }));
    expect((await screen.findByTestId('api-secret')).textContent).toBe('H3sK9wQ2rT7vY4mN8pL6xZ1c');
    expect(sentTo(sent, 'PUT', '/apis/api-muster-erp/reset')).toHaveLength(1);
  });

  it('changes the description and deletes', async () => {
    renderWithProviders(<ApiUsersScreen businessId={ID} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the description of api-muster-erp' }),
    );
    const form = await screen.findByRole('heading', { name: 'Description of api-muster-erp' });
    const card = form.closest('section')!;
    fireEvent.change(within(card).getByRole('textbox'), { target: { value: 'Accounting' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save description' }));
    await waitFor(() => expect(sentTo(sent, 'PUT', '/apis/api-muster-erp')).toHaveLength(1));
    expect(sentTo(sent, 'PUT', '/apis/api-muster-erp')[0].body).toEqual({
      description: 'Accounting',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete api-muster-erp' }));
    await waitFor(() => expect(sentTo(sent, 'DELETE', '/apis/api-muster-erp')).toHaveLength(1));
  });
});
