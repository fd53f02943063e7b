// The page's first frame for addresses whose screen sits under the product bar (the signed-in
// layouts and the simple one): the bar with the product name and a spinner below, in plain HTML
// and CSS inside the app's root element, painted as soon as the page arrives. Without it a phone
// shows a blank page until the app's code (~240 KB gzip), its texts and the screen's data are in:
// Lighthouse's mobile estimate put the first paint at 2.8–3.0 s on /dashboard and /view/{id}
//. React replaces the root's content when it renders the screen.
//
// It copies what the app draws there (src/components/shell/layouts/app-header.tsx and
// simple-layout.tsx: a white bar, 1 px border, the product name bold in brand.500 at font size lg;
// the page in gray.50; the theme in src/components/shell/theme.ts). The product name is the same
// in every language (locales/*/common.json `product`) and is the page's title already.
// Addresses under the unauthenticated layout (the product name large over a centred column) get
// no shell: a bar there would jump to another layout when the screen renders.

/** The product name, as every locale writes it (`common:product`). */
export const PRODUCT_NAME = 'Signing Service';

/** Colours of the app's theme the shell repeats (Chakra's gray scale, the brand colour). */
export const SHELL_COLOURS = {
  page: '#fafafa', // gray.50
  bar: '#ffffff',
  border: '#e4e4e7', // gray.200, Chakra's default border colour
  brand: '#1f5fd6', // brand.500
} as const;

/** Chakra's body font stack (theme token `fonts.body`). */
export const SHELL_FONT =
  'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

// The bar is as tall as the app's, whose language switch is 36 px high; 48rem is Chakra's `md`
// breakpoint, where its side padding grows from 4 to 8 (16 → 32 px). The spinner is the loading
// screen's (src/components/shell/loading-screen.tsx: Chakra's `lg` spinner, 2 px, two sides
// drawn, centred in 40vh under the main area's 24 px padding).
const STYLE = `<style>
      body{margin:0;background:${SHELL_COLOURS.page}}
      .boot-shell{font-family:${SHELL_FONT}}
      .boot-shell-bar{display:flex;align-items:center;min-height:36px;background:${SHELL_COLOURS.bar};border-bottom:1px solid ${SHELL_COLOURS.border};padding:12px 16px}
      .boot-shell-product{margin:0;font-weight:700;color:${SHELL_COLOURS.brand};font-size:1.125rem;line-height:1.75rem}
      .boot-shell-spinner{width:32px;height:32px;margin:calc(24px + 20vh - 16px) auto 0;box-sizing:border-box;border:2px solid ${SHELL_COLOURS.brand};border-bottom-color:transparent;border-left-color:transparent;border-radius:50%;animation:boot-shell-spin .65s linear infinite}
      @keyframes boot-shell-spin{to{transform:rotate(360deg)}}
      @media (min-width:48rem){.boot-shell-bar{padding:12px 32px}}
      @media (prefers-reduced-motion:reduce){.boot-shell-spinner{animation-duration:2.5s}}
    </style>`;

// The spinner says nothing to a screen reader (hidden); the root is not marked busy either: React
// replaces the root's children, not its attributes, and a busy mark left there would hide the app.
// Its test id is the loading screen's: what waits for a screen waits for the app to replace it.
const MARKUP =
  '<div class="boot-shell">' +
  `<header class="boot-shell-bar"><p class="boot-shell-product">${PRODUCT_NAME}</p></header>` +
  '<div class="boot-shell-spinner" aria-hidden="true" data-testid="loading"></div>' +
  '</div>';

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with the shell painted in its root element (unchanged if it has no empty root). */
export function withBootShell(indexHtml: string): string {
  if (!indexHtml.includes(EMPTY_ROOT)) return indexHtml;
  return indexHtml
    .replace('</head>', `  ${STYLE}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root">${MARKUP}</div>`);
}
