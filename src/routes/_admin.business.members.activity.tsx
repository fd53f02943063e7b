// Admin layout, roles admin. Never shown: the business redirects of
// docs/product.md#screens-business-redirects (src/lib/navigation/business-redirects.ts, applied by the guard) send it on to
// /business/activity, where the activity logs are.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_admin/business/members/activity')({
  beforeLoad: (args) => guardRoute(args),
});
