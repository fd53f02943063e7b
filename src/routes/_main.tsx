// The main layout (docs/product.md#screens-layouts "Layouts: admin, default, main, simple, unauthenticated"); its
// child routes guard themselves.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MainLayout } from '@/components/shell/layouts/main-layout';

export const Route = createFileRoute('/_main')({
  component: () => (
    <MainLayout>
      <Outlet />
    </MainLayout>
  ),
});
