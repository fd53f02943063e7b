// Main layout, roles user, admin (strict); buy a business plan (src/features/billing/business-upgrade-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { BusinessUpgradeScreen } from '@/features/billing/business-upgrade-screen';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_main/business/upgrade')({
  beforeLoad: (args) => guardRoute(args),
  component: BusinessUpgradeScreen,
});
