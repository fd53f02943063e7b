// Default layout, role nas; the eidas identification methods offered to the direct signer (docs/product.md#constants-identification-methods coverage rules).
import { createFileRoute } from '@tanstack/react-router';
import { LegislationScreen } from '@/features/identification/legislation-screen';
import { qualitiesQueryOf } from '@/features/identification/identification-mode';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';
import { titleKey } from '@/lib/navigation/route-table';

export const Route = createFileRoute('/_default/direct-sign/identification/eidas/')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQueryOf('direct')], location.pathname);
    return {};
  },
  component: () => (
    <LegislationScreen legislation="eidas" titleKey={titleKey(Route.id)} mode="direct" />
  ),
});
