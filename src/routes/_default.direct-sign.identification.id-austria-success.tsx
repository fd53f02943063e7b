// /direct-sign/identification/id-austria-success: default layout, role nas; back from ID Austria: the direct signer's eidas qualified signature as the server now sees it.
import { createFileRoute } from '@tanstack/react-router';
import { qualitiesQueryOf } from '@/features/identification/identification-mode';
import { StandardsResultScreen } from '@/features/identification/standards-result-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/direct-sign/identification/id-austria-success')({
  staticData: { title: 'idAustriaSuccess' },
  beforeLoad: (args) => guardRoute('/direct-sign/identification/id-austria-success', args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQueryOf('direct')], location.pathname);
    return {};
  },
  component: () => <StandardsResultScreen titleKey="idAustriaSuccess" mode="direct" only="eidas" />,
});
