// Main layout, role user; the personal billing page (src/features/billing/personal-billing-screens.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { PersonalBillingScreen } from '@/features/billing/personal-billing-screens';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_main/billing/')({
  beforeLoad: (args) => guardRoute(args),
  component: Screen,
});

function Screen() {
  return <PersonalBillingScreen page="billing" />;
}
