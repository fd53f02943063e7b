// The catch-all slug: 'Page Not Found: {path}' (docs/specification/signing.md §2 /404 "catch-all slug", §8
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
