// The app's global CSS comes in the page on the addresses the full app starts on: the build
// makes it once (scripts/app-global-css.ts) and the server puts it in a style element of the
// page (server/src/plugins/app-files.ts). Chakra's provider then gets no global styles to
// insert, and its system never computes them (the build makes that lazy): on a phone that saves
// the first screen's longest task. Without the element (the dev server, a page the light login
// started), the provider inserts them as usual.
import type { SystemContext } from '@chakra-ui/react';

/** The attribute of the page's style element holding the global CSS (the server writes it). */
export const GLOBAL_CSS_ATTRIBUTE = 'data-app-global-css';

/** `system`, with no global styles for its provider when the page carries them already. */
export function withGlobalCssFromPage(
  system: SystemContext,
  page: Pick<Document, 'querySelector'> = document,
): SystemContext {
  if (page.querySelector(`style[${GLOBAL_CSS_ATTRIBUTE}]`)) {
    Object.defineProperty(system, '_global', { value: [], configurable: true });
  }
  return system;
}
