// Default layout, role nas; the video identification of the direct signer under zertes: what happens, whether it is offered, its status and its start.
import { createFileRoute } from '@tanstack/react-router';
import { IdentificationMethodScreen } from '@/features/identification/identification-method-screen';
import { qualitiesQueryOf } from '@/features/identification/identification-mode';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';
import { titleKey } from '@/lib/navigation/route-table';

export const Route = createFileRoute('/_default/direct-sign/identification/zertes/video')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQueryOf('direct')], location.pathname);
    return {};
  },
  component: () => (
    <IdentificationMethodScreen
      legislation="zertes"
      method="video"
      titleKey={titleKey(Route.id)}
      mode="direct"
    />
  ),
});
