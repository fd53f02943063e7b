// Main layout, role user; the signature qualities, what is missing
// and the identifications that reach them.
import { createFileRoute } from '@tanstack/react-router';
import {
  qualitiesQuery,
  SignatureStandardsScreen,
} from '@/features/identification/signature-standards-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/profile/signature-standards/')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQuery()], location.pathname);
    return {};
  },
  component: SignatureStandardsScreen,
});
