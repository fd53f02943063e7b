// Everything around the routed page: the maintenance banner, the unconfirmed-e-mail banner, the 'Test System' frame, the page
// title, the dialog gates and the hosts of dialogs, overlays and snackbars.
import { Suspense, type ReactNode } from 'react';
import { DialogHost } from './dialogs/dialog-host';
import { useSessionGates } from './gates/session-gates';
import { LoadingScreen } from './loading-screen';
import { MaintenanceBanner } from './maintenance-banner';
import { OverlayHost } from './overlays/overlay-host';
import { SnackbarHost } from './snackbars/snackbar-host';
import { TestSystemFrame } from './test-system-frame';
import { UnconfirmedBanner } from './unconfirmed-banner';
import { useCurrentSession } from './use-current-session';
import { useMaintenanceWatch } from './use-maintenance-watch';
import { usePageTitle } from './use-page-title';

export function AppShell({ children }: { children: ReactNode }) {
  const session = useCurrentSession();
  const maintenance = useMaintenanceWatch(session);
  usePageTitle();
  useSessionGates(session);
  return (
    <>
      <MaintenanceBanner maintenance={maintenance} />
      <UnconfirmedBanner session={session} />
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      <TestSystemFrame />
      <DialogHost />
      <OverlayHost />
      <SnackbarHost />
    </>
  );
}
