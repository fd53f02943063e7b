// The namespaces the first screens (/dashboard, /view/{id}, a direct-sign link) show, loaded
// beside their data. Apart from the route files (which the route tree's chunk holds) so the page's
// entry (src/app/early-start.ts) can start the same downloads before the app arrives.
export const DASHBOARD_TEXTS = [
  'navigation',
  'routes',
  'dashboard',
  'requests',
  'forms',
  'snackbars',
];
export const VIEW_TEXTS = ['navigation', 'routes', 'requests', 'signing', 'dashboard', 'snackbars'];
export const DIRECT_SIGN_TEXTS = ['navigation', 'routes', 'direct', 'identification'];
