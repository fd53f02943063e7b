// Main layout, role user; the zertes personal-details step (names as on the ID, mobile for the one-time codes).
import { createFileRoute } from '@tanstack/react-router';
import { personQueryOf } from '@/features/identification/identification-mode';
import { PersonalDetailsScreen } from '@/features/identification/personal-details-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/profile/signature-standards/zertes/personal-details')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [personQueryOf('user')], location.pathname);
    return {};
  },
  component: () => <PersonalDetailsScreen />,
});
