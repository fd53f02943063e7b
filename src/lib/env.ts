// Settings of the deployment, from Vite's env (VITE_*), with the defaults of the mock loop.
const env = import.meta.env;

/** 'production' only in a production build; the 'Test System' frame shows everywhere else. */
export const isProduction = env.PROD && env.VITE_APP_MODE !== 'test-system';

/** E-mail domains of internal staff, who get the maintenance bypass cookie (docs/product.md#roles-staff). */
export const staffEmailDomains: readonly string[] = (
  env.VITE_STAFF_EMAIL_DOMAINS ?? 'signing.example'
)
  .split(',')
  .map((domain: string) => domain.trim())
  .filter(Boolean);

/** Status-page groups that belong to this product; empty = every group (docs/product.md#states). */
export const statusGroupIds: readonly string[] = (env.VITE_STATUS_GROUP_IDS ?? '')
  .split(',')
  .map((id: string) => id.trim())
  .filter(Boolean);

/** The root of the product's main site (the error page's button, docs/product.md#screens-shell). */
export const mainSiteUrl: string = env.VITE_MAIN_SITE_URL ?? '/';
