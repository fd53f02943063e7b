// Whether the window is at least as wide as a display breakpoint of the theme (docs/product.md#constants-interface: 600,
// 960, 1280…; "mobile is below lg"), following the window as it changes. For the parts of a screen
// that are laid out differently on a phone rather than only styled differently (a list of cards
// instead of a table). Where the window cannot be asked (tests without matchMedia) it is wide.
import { useSyncExternalStore } from 'react';
import { DISPLAY_BREAKPOINTS } from './theme';

type Breakpoint = keyof typeof DISPLAY_BREAKPOINTS;

const queryOf = (breakpoint: Breakpoint) => `(min-width: ${DISPLAY_BREAKPOINTS[breakpoint]})`;

function media(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
}

export function useWideScreen(breakpoint: Breakpoint): boolean {
  const query = queryOf(breakpoint);
  return useSyncExternalStore(
    (changed) => {
      const list = media(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => media(query)?.matches ?? true,
    () => true,
  );
}
