// "The page title is the route's title, or a capitalised last path segment, followed by the
// product name" (docs/product.md#overview).
export const TITLE_SEPARATOR = ' - ';

export function lastSegmentTitle(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function pageTitle(routeTitle: string | undefined, pathname: string, product: string) {
  const title = routeTitle || lastSegmentTitle(pathname);
  return title ? `${title}${TITLE_SEPARATOR}${product}` : product;
}
