// Admin layout, roles admin. Never shown: the business redirects of docs/product.md#screens-business-redirects
// (src/lib/navigation/business-redirects.ts, applied by the guard) send admins on to
// /business/profile and everyone else to / with 'business.not_allowed'.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_admin/business/')({
  beforeLoad: (args) => guardRoute(args),
});
