// @vitest-environment jsdom
// /business/members against the generated MSW handlers: real column labels, per-row and batch
// actions sent with the contract's body (user_ids), removal through the remove-members dialog
// (docs/product.md#screens-dialogs business dialogs), invite with the contract's {users: [...]} and revoke.
import { getMembersMock } from '@generated/api/members/members.msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { MembersScreen } from '@/features/business/members-screen';
import { renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { server, sent } = businessServer(...getMembersMock());

/** The members answer with Beat Keller an admin too (two admins: neither is the last). */
function twoAdmins() {
  const anna = {
    id: 'anna.meier',
    email: 'anna.meier@muster-treuhand.ch',
    firstName: 'Anna',
    lastName: 'Meier',
    role: 'admin',
    joinedAt: '2026-11-02T09:00:00Z',
  };
  const beat = { ...anna, id: 'beat.keller', email: 'beat.keller@muster-treuhand.ch' };
  const both = [anna, { ...beat, firstName: 'Beat', lastName: 'Keller' }];
  const page = { number: 0, size: 20, totalElements: 2, totalPages: 1 };
  server.use(
    http.get('*/v1/businesses/:id/members', () => HttpResponse.json({ items: both, page })),
    http.get('*/v1/businesses/:id/admins', () => HttpResponse.json({ items: both, page })),
  );
}

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
    fireEvent.click(await screen.findByRole('button', { name: 'Make admin: Beat Keller' }));
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

  it('removes the selected members in one batch, counting them on the buttons', async () => {
    twoAdmins();
    renderMembers();
    // Chakra's checkbox is a label around a hidden input: a person clicks the label.
    const tick = (name: string) =>
      fireEvent.click(screen.getByRole('checkbox', { name }).closest('label')!);
    await screen.findByRole('checkbox', { name: 'Select Anna Meier' });
    // Nothing selected: the batch waits, with no "(0)".
    const group = screen.getByRole('group', { name: 'Actions for the selected members' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make admins', 'Make members', 'Remove']);
    expect(within(group).getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', true);
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

  it('offers the only admin neither "Make member" nor "Remove", and says why', async () => {
    renderMembers();
    await screen.findByRole('button', { name: 'Remove Beat Keller' });
    await screen.findByText('The only admin: make someone else an admin first.');
    expect(screen.queryByRole('button', { name: 'Make member: Anna Meier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Anna Meier' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Anna Meier' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers an admin "Make member" and "Remove" while another admin stays', async () => {
    twoAdmins();
    renderMembers();
    expect(await screen.findByRole('button', { name: 'Make member: Anna Meier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Anna Meier' })).toBeTruthy();
    expect(screen.queryByText('The only admin: make someone else an admin first.')).toBeNull();
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lists the members as cards with their role and buttons, no table', async () => {
      // Narrower than the md breakpoint (960 px).
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      renderMembers();
      const list = await screen.findByRole('list', { name: 'Members' });
      expect(screen.queryByRole('table', { name: 'Members' })).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const beat = cards[1];
      expect(within(beat).getByText('Role')).toBeTruthy();
      expect(within(beat).getByText('Member')).toBeTruthy();
      expect(within(beat).getByText('beat.keller@muster-treuhand.ch')).toBeTruthy();
      expect(within(beat).getByRole('button', { name: 'Make admin: Beat Keller' })).toBeTruthy();
      expect(within(beat).getByRole('button', { name: 'Remove Beat Keller' })).toBeTruthy();
      fireEvent.click(within(beat).getByRole('checkbox', { name: 'Select Beat Keller' }));
      expect(await screen.findByRole('button', { name: 'Remove (1)' })).toBeTruthy();
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
