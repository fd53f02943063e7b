// Default layout, role nas; back from ID Austria: the direct signer's eidas qualified signature as the server now sees it.
import { createFileRoute } from '@tanstack/react-router';
import { qualitiesQueryOf } from '@/features/identification/identification-mode';
import { StandardsResultScreen } from '@/features/identification/standards-result-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';
import { titleKey } from '@/lib/navigation/route-table';

export const Route = createFileRoute('/_default/direct-sign/identification/id-austria-success')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQueryOf('direct')], location.pathname);
    return {};
  },
  component: () => (
    <StandardsResultScreen titleKey={titleKey(Route.id)} mode="direct" only="eidas" />
  ),
});
