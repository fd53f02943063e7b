// "Leave page" on unsaved changes (docs/product.md#screens-dialogs, general dialogs): while a screen has changes it
// has not saved, leaving it through the app asks first (stay, or leave and discard), and closing
// or reloading the tab gets the browser's own question. A screen calls release() just before it
// navigates away after saving, so its own navigation is not questioned.
import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { defineDialog } from './define-dialog';

export const leavePageDialog = defineDialog({
  namespace: 'general',
  name: 'leave-page',
  view: () => import('./leave-page-dialog').then((module) => module.LeavePageDialog),
});

export function useLeaveGuard(dirty: boolean): { release: () => void } {
  const released = useRef(false);
  const blocking = dirty && !released.current;
  useBlocker({
    enableBeforeUnload: () => dirty && !released.current,
    shouldBlockFn: () => {
      if (!dirty || released.current) return false;
      // Blocking means staying: only the answer 'leave' lets the navigation go on.
      return leavePageDialog.open().then((answer) => answer !== 'leave');
    },
    disabled: !blocking,
  });
  return {
    release: () => {
      released.current = true;
    },
  };
}
