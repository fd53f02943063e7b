// "Leave page" on unsaved changes (docs/product.md#screens-dialogs, general dialogs): while a screen has changes it
// has not saved, leaving it through the app asks first (stay, or leave and discard), and closing
// or reloading the tab gets the browser's own question. A screen calls release() just before it
// navigates away after saving, so its own navigation is not questioned.
import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { openDialog } from './dialog-store';

export function useLeaveGuard(dirty: boolean): { release: () => void } {
  const released = useRef(false);
  const blocking = dirty && !released.current;
  useBlocker({
    enableBeforeUnload: () => dirty && !released.current,
    shouldBlockFn: () => {
      if (!dirty || released.current) return false;
      return new Promise<boolean>((resolve) => {
        openDialog({
          namespace: 'general',
          name: 'leave-page',
          onAction: () => resolve(false),
          onClose: () => resolve(true),
        });
      });
    },
    disabled: !blocking,
  });
  return {
    release: () => {
      released.current = true;
    },
  };
}
