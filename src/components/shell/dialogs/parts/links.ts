// External pages the dialogs link to. The product site is not named by the product specification; the example
// world's domain (openapi/EXAMPLES.md) stands in, and callers may pass their own URL as a prop.
export const PRODUCT_SITE = 'https://www.signing.example';
export const TERMS_URL = `${PRODUCT_SITE}/terms`;
export const TRUST_SERVICE_TERMS_URL = `${PRODUCT_SITE}/terms/trust-service`;
export const PART11_INFO_URL = `${PRODUCT_SITE}/part-11`;
export const ID_AUSTRIA_INFO_URL = 'https://www.oesterreich.gv.at/id-austria.html';
