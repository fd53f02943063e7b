// Default layout, role nas; the direct signer's zertes personal-details step (names as on the ID, mobile for the one-time codes).
import { createFileRoute } from '@tanstack/react-router';
import { personQueryOf } from '@/features/identification/identification-mode';
import { PersonalDetailsScreen } from '@/features/identification/personal-details-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute(
  '/_default/direct-sign/identification/zertes/personal-details',
)({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [personQueryOf('direct')], location.pathname);
    return {};
  },
  component: () => <PersonalDetailsScreen mode="direct" />,
});
