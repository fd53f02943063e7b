// Main layout, roles user; the identification methods of zertes offered per the coverage rules (docs/product.md#constants-identification-methods).
import { createFileRoute } from '@tanstack/react-router';
import { LegislationScreen } from '@/features/identification/legislation-screen';
import { qualitiesQuery } from '@/features/identification/signature-standards-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';
import { titleKey } from '@/lib/navigation/route-table';

export const Route = createFileRoute('/_main/profile/signature-standards/zertes/')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQuery()], location.pathname);
    return {};
  },
  component: () => <LegislationScreen legislation="zertes" titleKey={titleKey(Route.id)} />,
});
