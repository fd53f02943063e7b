// Invite one person by e-mail (optionally by name, optionally as admin): the contract's
// MemberInvite rendered by the schema form, sent as POST .../members {users: [invite]}. The
// invitee gets a mail with the /invite/{id} link in their language. When every paid seat is taken
// (422 no_seats_available) the add-seats overlay offers to buy more and then sends it again.
// One invite as its own form: the request's item definition (a variant of codegen.config.ts).
import singleInvite from '@generated/schemas/variants/memberInvite.json';
import { inviteBusinessMembers } from '@generated/api/members/members';
import type { MemberInvite } from '@generated/model/memberInvite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { isNoSeats, useAddSeats } from '@/components/billing/use-add-seats';
import { useBusinessAction } from './use-business-action';

const FIELDS = ['email', 'first_name', 'last_name', 'admin'] as const;

export function InviteForm({ businessId }: { businessId: string }) {
  const { t } = useTranslation('business');
  const [round, setRound] = useState(0);
  const uiSchema = Object.fromEntries([
    ['ui:order', FIELDS],
    ...FIELDS.map((field) => [field, { 'ui:title': t(`members.invite.fields.${field}`) }]),
  ]);
  const invite = useBusinessAction(
    businessId,
    (user: MemberInvite) => inviteBusinessMembers(businessId, { users: [user] }),
    (user) => t('members.invite.sent', { email: user.email }),
  );
  const seats = useAddSeats(businessId);
  const send = (user: MemberInvite) =>
    invite.mutate(user, {
      onSuccess: () => setRound((n) => n + 1),
      onError: (error) => {
        if (isNoSeats(error)) void seats.offer(() => send(user));
      },
    });
  return (
    <SchemaForm<MemberInvite>
      key={round}
      schema={singleInvite}
      uiSchema={uiSchema}
      submitLabel={t('members.invite.submit')}
      pending={invite.isPending}
      serverError={invite.error}
      onSubmit={send}
    />
  );
}
