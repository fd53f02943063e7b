// The catch-all slug: 'Page Not Found: {path}' (docs/product.md#screens-navigation /404 "catch-all slug", docs/product.md#errors
// "Unmatched or invalid route").
import { createFileRoute } from '@tanstack/react-router';
import { SimpleLayout } from '@/components/shell/layouts/simple-layout';
import { RouteNotFound } from '@/routes/-lib/route-not-found';

export const Route = createFileRoute('/$')({
  component: () => (
    <SimpleLayout>
      <RouteNotFound />
    </SimpleLayout>
  ),
});
