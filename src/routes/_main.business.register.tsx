// Main layout, role user (strict); a signed-in user without a business
// creates one (src/features/business/register-screen.tsx). Admins are sent to /business/profile
// by the guard (docs/product.md#screens-business-redirects redirect rules).
import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '@/features/business/register-screen';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_main/business/register')({
  beforeLoad: (args) => guardRoute(args),
  component: RegisterScreen,
});
