// Admin layout, role admin. Never shown: the business redirects of docs/product.md#screens-business-redirects
// (src/lib/navigation/business-redirects.ts, applied by the guard) send a manually invoiced
// business to the invoices, legacy plans to the activity signatures tab, and everyone else to
// /business/billing/plan.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_admin/business/billing/')({
  beforeLoad: (args) => guardRoute(args),
});
