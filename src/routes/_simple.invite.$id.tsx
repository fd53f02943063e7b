// /invite/$id: simple layout, role member; the invitee joins the business
// (src/features/business/invite-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '@/features/business/invite-screen';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_simple/invite/$id')({
  staticData: { title: 'invite' },
  beforeLoad: (args) =>
    guardRoute('/invite/$id', args, (params) => ({ valid: isValidId(params.id) })),
  component: InviteScreen,
});
