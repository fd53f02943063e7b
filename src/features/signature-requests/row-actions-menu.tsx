// A dashboard row's "Actions" button. The button shows at once; the menu's code (Chakra's menu
// machine, the popper that places it, the portal: about 20 KB gzip) loads when a pointer comes
// over the button, presses it, or focus reaches it, and the real menu then takes the button's
// place. A press or Enter before the code is there opens the menu as soon as it arrives, and focus
// stays on the button, so pointer and keyboard use are the same as with the menu loaded eagerly.
import { Button } from '@chakra-ui/react';
import { useRef, useState, type MouseEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { intentProps, onIntent } from '@/lib/load-on-intent';
import type { RowMenuProps, RowMenuView } from './row-actions-menu-view';

const menuView = onIntent(() =>
  import('./row-actions-menu-view').then((module) => module.RowActionsMenuView),
);

type Opening = RowMenuProps['opening'];

export function RowActionsMenu(props: Omit<RowMenuProps, 'opening' | 'focusTrigger'>) {
  const [View, setView] = useState<RowMenuView | undefined>(() => menuView.current());
  const [opening, setOpening] = useState<Opening>();
  const [focusTrigger, setFocusTrigger] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const load = () =>
    void menuView.load().then(
      (loaded) => {
        // The button is about to be replaced by the menu's trigger: focus goes with it.
        setFocusTrigger(document.activeElement === button.current);
        setView(() => loaded);
      },
      // The press is tried again on the next intent (the chunk guard reports a lost chunk).
      () => setOpening(undefined),
    );
  if (View) return <View {...props} opening={opening} focusTrigger={focusTrigger} />;
  const open = (how: NonNullable<Opening>) => {
    setOpening(how);
    load();
  };
  return (
    <Button
      ref={button}
      size="xs"
      variant="outline"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...intentProps(load)}
      onPointerDown={(event: PointerEvent) => (event.button === 0 ? open('pointer') : load())}
      // A click from the keyboard (Enter, Space) has no pointer position: detail 0.
      onClick={(event: MouseEvent) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open('keyboard');
        }
      }}
    >
      {props.text}
    </Button>
  );
}
