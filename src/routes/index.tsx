// / is the alias of /dashboard (docs/product.md#screens-personal); the dashboard then rewrites tab and filter.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/dashboard', search: location.search, replace: true });
  },
});
