// Main layout, role user; the mobile number that receives the one-time codes of qualified signatures.
import { createFileRoute } from '@tanstack/react-router';
import { personQueryOf } from '@/features/identification/identification-mode';
import { MobileIdScreen } from '@/features/identification/mobile-id-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/profile/signature-standards/mobile-id')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [personQueryOf('user')], location.pathname);
    return {};
  },
  component: () => <MobileIdScreen />,
});
