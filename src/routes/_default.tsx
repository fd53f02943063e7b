// The default layout (docs/product.md#screens-layouts "Layouts: admin, default, main, simple, unauthenticated"); its
// child routes guard themselves.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DefaultLayout } from '@/components/shell/layouts/default-layout';

export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
});
