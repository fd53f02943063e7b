// Main layout, role user; the user's visual signatures.
import { createFileRoute } from '@tanstack/react-router';
import {
  userQuery,
  visualSignaturesQuery,
  VisualSignaturesScreen,
} from '@/features/visual-signatures/visual-signatures-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/profile/visual-signature')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [visualSignaturesQuery(), userQuery()], location.pathname);
    return {};
  },
  component: VisualSignaturesScreen,
});
