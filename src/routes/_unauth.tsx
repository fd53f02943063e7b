// The unauth layout (docs/product.md#screens-layouts "Layouts: admin, default, main, simple, unauthenticated"); its
// child routes guard themselves.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { UnauthenticatedLayout } from '@/components/shell/layouts/unauthenticated-layout';

export const Route = createFileRoute('/_unauth')({
  component: () => (
    <UnauthenticatedLayout>
      <Outlet />
    </UnauthenticatedLayout>
  ),
});
