// Main layout, roles user; the auto identification under zertes: what happens, whether it is offered, its status and its start.
import { createFileRoute } from '@tanstack/react-router';
import { IdentificationMethodScreen } from '@/features/identification/identification-method-screen';
import { qualitiesQuery } from '@/features/identification/signature-standards-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';
import { titleKey } from '@/lib/navigation/route-table';

export const Route = createFileRoute('/_main/profile/signature-standards/zertes/auto')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQuery()], location.pathname);
    return {};
  },
  component: () => (
    <IdentificationMethodScreen legislation="zertes" method="auto" titleKey={titleKey(Route.id)} />
  ),
});
