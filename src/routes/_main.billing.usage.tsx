// /billing/usage: main layout, role user; the personal billing page (src/features/billing/personal-billing-screens.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { PersonalBillingScreen } from '@/features/billing/personal-billing-screens';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_main/billing/usage')({
  staticData: { title: 'billingUsage' },
  beforeLoad: (args) => guardRoute('/billing/usage', args),
  component: Screen,
});

function Screen() {
  return <PersonalBillingScreen page="billingUsage" />;
}
