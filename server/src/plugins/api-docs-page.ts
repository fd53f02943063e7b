// The API reference page (/api-docs): the contract rendered for people by Redoc's standalone
// bundle, which only this page loads (the app's bundles never include it). The reference server
// (plugins/api-docs.ts) and Vite in the mock loop (vite.config.ts) serve the same three files, so
// the page is the same wherever the app runs. No inline script: the bundle finds the <redoc>
// element and reads the contract from spec-url itself, so the strict script policy holds.

export const API_DOCS_PATH = '/api-docs';
/** The bundled contract (generated/openapi.json) as the page fetches it. */
export const API_DOCS_SPEC_PATH = `${API_DOCS_PATH}/openapi.json`;
/** Redoc's standalone bundle as the page loads it. */
export const API_DOCS_SCRIPT_PATH = `${API_DOCS_PATH}/redoc.standalone.js`;
/** Where the bundle is inside the installed package (resolved from node_modules). */
export const REDOC_BUNDLE_MODULE = 'redoc/bundles/redoc.standalone.js';

/**
 * The page's own policy: the app's, plus what Redoc needs — its search index runs in a worker
 * made from a blob: address, and it styles itself inline (styled-components).
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** The only remote address in Redoc's bundle: the logo of its "API docs by Redocly" footer. */
const REDOC_REMOTE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
/** An empty picture in its place: the page calls no other host and its policy stays 'self'. */
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/** Redoc's bundle as the page gets it: the same code, with the footer logo kept local. */
export function localRedocBundle(bundle: string): string {
  return bundle.replaceAll(REDOC_REMOTE_LOGO, EMPTY_SVG);
}

/** The HTML of the page (English, like the contract it shows). */
export function apiDocsPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference - Signing Service</title>
    <link rel="icon" href="data:," />
  </head>
  <body style="margin: 0">
    <noscript>The API reference needs JavaScript. The contract itself is at <a href="${API_DOCS_SPEC_PATH}">${API_DOCS_SPEC_PATH}</a>.</noscript>
    <redoc spec-url="${API_DOCS_SPEC_PATH}" expand-responses="200" required-props-first="true" path-in-middle-panel="true"></redoc>
    <script src="${API_DOCS_SCRIPT_PATH}"></script>
  </body>
</html>
`;
}
