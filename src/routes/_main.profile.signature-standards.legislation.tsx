// Main layout, role user; eidas and zertes side by side: qualified or not, identification under way, where to identify.
import { createFileRoute } from '@tanstack/react-router';
import { qualitiesQueryOf } from '@/features/identification/identification-mode';
import { LegislationChoiceScreen } from '@/features/identification/legislation-choice-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/profile/signature-standards/legislation')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQueryOf('user')], location.pathname);
    return {};
  },
  component: () => <LegislationChoiceScreen />,
});
