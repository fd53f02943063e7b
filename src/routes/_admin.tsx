// The admin layout (docs/product.md#screens-layouts "Layouts: admin, default, main, simple, unauthenticated"); its
// child routes guard themselves.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '@/components/shell/layouts/admin-layout';

export const Route = createFileRoute('/_admin')({
  component: () => (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ),
});
