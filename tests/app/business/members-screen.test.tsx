// @vitest-environment jsdom
// /business/members against the generated MSW handlers: real column labels, per-row and batch
// actions sent with the contract's body (user_ids), removal through the remove-members dialog
// (seed 001 §2 business dialogs), invite with the contract's {users: [...]} and revoke.
import { getMembersMock } from '@generated/api/members/members.msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { MembersScreen } from '@/features/business/members-screen';
import { renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { sent } = businessServer(...getMembersMock());

function renderMembers(locale: 'en-gb' | 'de-ch' = 'en-gb') {
  return renderWithProviders(
    <>
      <MembersScreen businessId={ID} />
      <DialogHost />
    </>,
    { locale },
  );
}

describe('MembersScreen', () => {
  it('lists the members with translated column titles, never "Items" or property names', async () => {
    renderMembers();
    const table = await screen.findByRole('table', { name: 'Members' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Select',
      'First name',
      'Last name',
      'E-mail',
      'Role',
      'Joined',
      'Actions',
    ]);
    expect(within(table).getByText('anna.meier@muster-treuhand.ch')).toBeTruthy();
    expect(screen.queryByText('Items')).toBeNull();
    expect(screen.queryByText('joinedAt')).toBeNull();
  });

  it('speaks Swiss German', async () => {
    renderMembers('de-ch');
    const table = await screen.findByRole('table', { name: 'Mitglieder' });
    expect(within(table).getByText('Rolle')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Offene Einladungen' })).toBeTruthy();
  });

  it('makes a member an admin with user_ids', async () => {
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Make Beat Keller an admin' }));
    await waitFor(() => expect(sentTo(sent, 'POST', '/change-to-admins')).toHaveLength(1));
    expect(sentTo(sent, 'POST', '/change-to-admins')[0].body).toEqual({
      user_ids: ['beat.keller'],
    });
  });

  it('removes one member only after the remove-members dialog is confirmed', async () => {
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Beat Keller' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Beat Keller')).toBeTruthy();
    expect(sentTo(sent, 'POST', '/remove-members')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(sentTo(sent, 'POST', '/remove-members')).toHaveLength(1));
    expect(sentTo(sent, 'POST', '/remove-members')[0].body).toEqual({ user_ids: ['beat.keller'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes the selected members in one batch', async () => {
    renderMembers();
    // Chakra's checkbox is a label around a hidden input: a person clicks the label.
    const tick = (name: string) =>
      fireEvent.click(screen.getByRole('checkbox', { name }).closest('label')!);
    await screen.findByRole('checkbox', { name: 'Select Anna Meier' });
    tick('Select Anna Meier');
    await screen.findByRole('button', { name: 'Remove (1)' });
    tick('Select Beat Keller');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove (2)' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 2 members' }));
    await waitFor(() => expect(sentTo(sent, 'POST', '/remove-members')).toHaveLength(1));
    expect(sentTo(sent, 'POST', '/remove-members')[0].body).toEqual({
      user_ids: ['anna.meier', 'beat.keller'],
    });
  });

  it('invites by e-mail with the contract body and refuses an invalid address', async () => {
    renderMembers();
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(sentTo(sent, 'POST', '/members')).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'daniel.frei@muster-treuhand.ch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sentTo(sent, 'POST', '/members')).toHaveLength(1));
    expect(sentTo(sent, 'POST', '/members')[0].body).toEqual({
      users: [{ email: 'daniel.frei@muster-treuhand.ch', admin: false }],
    });
  });

  it('lists pending invitations and revokes one', async () => {
    renderMembers();
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(table).getByText('Joins as')).toBeTruthy();
    const revoke = within(table).getByRole('button', {
      name: 'Revoke the invitation of daniel.frei@muster-treuhand.ch',
    });
    fireEvent.click(revoke);
    await waitFor(() =>
      expect(sentTo(sent, 'DELETE', '/invitations/inv-0c1d2e3f')).toHaveLength(1),
    );
  });
});
