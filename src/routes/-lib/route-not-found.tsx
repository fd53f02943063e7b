// 'Page Not Found: {path}' with the status of the failed check (docs/product.md#screens-navigation), for unknown
// addresses, failed validation checks and logged-in users without the route's role.
import { useLocation } from '@tanstack/react-router';
import { ErrorPage } from '@/components/shell/frame/error-page';
import { pageNotFound, type PageNotFound } from '@/lib/navigation/not-found';

// Props typed by hand: the router's NotFoundRouteProps would make the route tree's type refer
// to itself through the root route.
export function RouteNotFound({ data }: { data?: unknown }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const failure = (data as PageNotFound | undefined) ?? pageNotFound(pathname);
  return <ErrorPage message={failure.message} status={failure.status} />;
}
