// /profile/signature-standards/zertes: main layout, roles user; the identification methods of zertes offered per the coverage rules (docs/product.md#constants-identification-methods).
import { createFileRoute } from '@tanstack/react-router';
import { LegislationScreen } from '@/features/identification/legislation-screen';
import { qualitiesQuery } from '@/features/identification/signature-standards-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/profile/signature-standards/zertes/')({
  staticData: { title: 'zertes' },
  beforeLoad: (args) => guardRoute('/profile/signature-standards/zertes', args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQuery()], location.pathname);
    return {};
  },
  component: () => <LegislationScreen legislation="zertes" titleKey="zertes" />,
});
