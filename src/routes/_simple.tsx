// The simple layout (docs/product.md#screens-layouts "Layouts: admin, default, main, simple, unauthenticated"); its
// child routes guard themselves.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SimpleLayout } from '@/components/shell/layouts/simple-layout';

export const Route = createFileRoute('/_simple')({
  component: () => (
    <SimpleLayout>
      <Outlet />
    </SimpleLayout>
  ),
});
