// /sso/error/company: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/sso/error/company')({
  staticData: { title: 'ssoErrorCompany' },
  beforeLoad: (args) => guardRoute('/sso/error/company', args),
  component: () => <RouteInfo title="ssoErrorCompany" to="/login" />,
});
