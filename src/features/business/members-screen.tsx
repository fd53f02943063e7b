// /business/members: the business's members with their role, single and batch actions (make
// admin, make member, remove with the remove-members dialog), the invite form and the pending
// invitations with revoke (docs/product.md#screens, docs/product.md#roles-list, docs/product.md#calls-members). The business always keeps an admin: its only
// admin is offered neither "Make member" nor "Remove" (nor a selection box for the batch), but
// a line saying why. The batch buttons count what is selected, and wait for a selection.
import invitationRow from '@generated/rows/Invitation.json';
import memberRow from '@generated/rows/Member.json';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  changeAdminsToMembers,
  changeMembersToAdmins,
  deleteBusinessInvitation,
  useListBusinessAdmins,
  useListBusinessInvitations,
  useListBusinessMembers,
} from '@generated/api/members/members';
import type { Invitation } from '@generated/model/invitation';
import type { Member } from '@generated/model/member';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from './business-data';
import { BusinessCard, BusinessPage, ListState } from './business-page';
import { BusinessTable } from './business-table';
import { InviteForm } from './invite-form';
import { Pager } from './pager';
import { removeMembers } from './remove-members';
import { useBusinessAction } from './use-business-action';
import { removeMembersDialog } from './dialogs';

const PAGE_SIZE = 20;

export function MembersScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  return (
    <BusinessPage title={t('routes:members')} lead={t('members.lead')}>
      <MembersCard businessId={businessId} />
      <BusinessCard title={t('members.invite.title')} text={t('members.invite.text')}>
        <InviteForm businessId={businessId} />
      </BusinessCard>
      <InvitationsCard businessId={businessId} />
    </BusinessPage>
  );
}

function MembersCard({ businessId }: { businessId: string }) {
  const { t } = useTranslation('business');
  const [page, setPage] = useState(0);
  const query = useListBusinessMembers(businessId, { page, size: PAGE_SIZE });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const members = query.data?.data.items ?? [];
  // Counted over the whole business (the list is paged): one admin left is the last one.
  const admins = useListBusinessAdmins(businessId, { page: 0, size: 2 });
  const soleAdmin = (member: Member) =>
    member.role === 'admin' && (admins.data?.data.page.totalElements ?? 2) <= 1;
  const toAdmins = useBusinessAction(
    businessId,
    (ids: string[]) => changeMembersToAdmins(businessId, { user_ids: ids }),
    (ids) => t('members.madeAdmins', { count: ids.length }),
  );
  const toMembers = useBusinessAction(
    businessId,
    (ids: string[]) => changeAdminsToMembers(businessId, { user_ids: ids }),
    (ids) => t('members.madeMembers', { count: ids.length }),
  );
  const remove = useBusinessAction(
    businessId,
    (ids: string[]) => removeMembers(businessId, ids),
    (ids) => t('members.removed', { count: ids.length }),
  );
  const chosen = members.filter((member) => selected.has(member.id));
  const askRemove = (list: Member[]) =>
    void removeMembersDialog.open(
      { members: list.map((member) => ({ id: member.id, label: personName(member) })) },
      {
        onAnswer: async ({ user_ids }) => {
          await remove.mutateAsync(user_ids);
          setSelected(new Set());
        },
      },
    );
  const busy = toAdmins.isPending || toMembers.isPending || remove.isPending;
  const none = chosen.length === 0;
  // Without a selection the buttons wait, without a count ("Remove (0)" read as a broken screen).
  const batchText = (key: 'makeAdmins' | 'makeMembers' | 'remove') =>
    none ? t(`members.batch.${key}`) : t(`members.batch.${key}Count`, { count: chosen.length });
  const batch = (
    <HStack gap="2" wrap="wrap" aria-label={t('members.batch.label')} role="group">
      <Button
        size="sm"
        variant="outline"
        disabled={none || busy}
        onClick={() => toAdmins.mutate(chosen.map((member) => member.id))}
      >
        {batchText('makeAdmins')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={none || busy}
        onClick={() => toMembers.mutate(chosen.map((member) => member.id))}
      >
        {batchText('makeMembers')}
      </Button>
      <Button
        size="sm"
        colorPalette="red"
        variant="outline"
        disabled={none || busy}
        onClick={() => askRemove(chosen)}
      >
        {batchText('remove')}
      </Button>
    </HStack>
  );
  return (
    <BusinessCard title={t('members.list.title')} actions={batch}>
      <ListState query={query} empty={t('members.list.empty')}>
        {members.length > 0 && (
          <Stack gap="3">
            <BusinessTable<Member>
              schema={memberRow}
              rows={members}
              columns={['firstName', 'lastName', 'email', 'role', 'joinedAt']}
              caption={t('members.list.title')}
              rowKey={(member) => member.id}
              selection={{
                selected,
                onChange: setSelected,
                label: personName,
                disabled: soleAdmin,
              }}
              renderCell={{
                role: (member) => (
                  <Badge colorPalette={member.role === 'admin' ? 'blue' : 'gray'}>
                    {t(`members.roles.${member.role}`)}
                  </Badge>
                ),
              }}
              actions={(member) =>
                soleAdmin(member) ? (
                  <Text fontSize="sm" color="fg.muted" whiteSpace="normal">
                    {t('members.soleAdmin')}
                  </Text>
                ) : (
                  <HStack gap="2" wrap="wrap">
                    {member.role === 'admin' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        aria-label={t('members.makeMemberOf', { name: personName(member) })}
                        onClick={() => toMembers.mutate([member.id])}
                      >
                        {t('members.makeMember')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        aria-label={t('members.makeAdminOf', { name: personName(member) })}
                        onClick={() => toAdmins.mutate([member.id])}
                      >
                        {t('members.makeAdmin')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={busy}
                      aria-label={t('members.removeOf', { name: personName(member) })}
                      onClick={() => askRemove([member])}
                    >
                      {t('members.remove')}
                    </Button>
                  </HStack>
                )
              }
            />
            <Pager page={query.data?.data.page} onPage={setPage} />
          </Stack>
        )}
      </ListState>
    </BusinessCard>
  );
}

function InvitationsCard({ businessId }: { businessId: string }) {
  const { t } = useTranslation('business');
  const query = useListBusinessInvitations(businessId);
  const invitations = query.data?.data.invitedMembers ?? [];
  const revoke = useBusinessAction(
    businessId,
    (invitation: Invitation) => deleteBusinessInvitation(businessId, invitation.id),
    (invitation) => t('members.invitations.revoked', { email: invitation.email }),
  );
  return (
    <BusinessCard title={t('members.invitations.title')}>
      <ListState query={query} empty={t('members.invitations.empty')}>
        {invitations.length > 0 && (
          <BusinessTable<Invitation>
            schema={invitationRow}
            rows={invitations}
            columns={['email', 'firstName', 'lastName', 'admin', 'invitedAt', 'expiresAt']}
            caption={t('members.invitations.title')}
            rowKey={(invitation) => invitation.id}
            renderCell={{
              admin: (invitation) => (
                <Text>{t(`members.roles.${invitation.admin ? 'admin' : 'member'}`)}</Text>
              ),
            }}
            actions={(invitation) => (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={revoke.isPending && revoke.variables?.id === invitation.id}
                aria-label={t('members.invitations.revokeOf', { email: invitation.email })}
                onClick={() => revoke.mutate(invitation)}
              >
                {t('members.invitations.revoke')}
              </Button>
            )}
          />
        )}
      </ListState>
    </BusinessCard>
  );
}
