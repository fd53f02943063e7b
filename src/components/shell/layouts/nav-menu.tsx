// The menu button of the signed-in header below the lg breakpoint (docs/product.md#constants-images: "mobile is below
// lg"; on a phone the header took three rows and an admin's ten links came before
// the page). It opens the navigation in a drawer whose code loads when the button is about to be
// used (a pointer over it, a press, focus), as the app's menus and dialogs do.
import { Button, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnIntent } from '@/lib/load-on-intent';
import type { NavDrawerProps } from './nav-drawer';

const NavDrawer = lazyOnIntent(() => import('./nav-drawer').then((module) => module.NavDrawer));

/** Three bars: the sign people know for a menu. */
function MenuIcon() {
  return (
    <chakra.svg viewBox="0 0 16 16" width="4" height="4" aria-hidden="true" fill="currentColor">
      <rect x="1" y="3" width="14" height="2" rx="1" />
      <rect x="1" y="7" width="14" height="2" rx="1" />
      <rect x="1" y="11" width="14" height="2" rx="1" />
    </chakra.svg>
  );
}

export function NavMenu(props: Omit<NavDrawerProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('navigation');
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing it can play and focus returns to the button.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        hideFrom="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="nav-menu"
        onPointerEnter={NavDrawer.preload}
        onFocus={NavDrawer.preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
        {t('menu.open')}
      </Button>
      {wanted && <NavDrawer {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
