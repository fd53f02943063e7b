// Main layout, role user; the signature standards read again after an identification, with the mapped status of each (docs/product.md#states-identification).
import { createFileRoute } from '@tanstack/react-router';
import { qualitiesQueryOf } from '@/features/identification/identification-mode';
import { StandardsResultScreen } from '@/features/identification/standards-result-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';
import { titleKey } from '@/lib/navigation/route-table';

export const Route = createFileRoute('/_main/profile/signature-standards/update')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQueryOf('user')], location.pathname);
    return {};
  },
  component: () => <StandardsResultScreen titleKey={titleKey(Route.id)} />,
});
