// Polls the status page every 60 s (docs/product.md#constants) and follows a maintenance that starts or ends
// while the user is on a page; internal staff get the bypass cookie (docs/product.md#roles-staff).
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { staffEmailDomains } from '@/lib/env';
import {
  BYPASS_COOKIE,
  hasBypassCookie,
  isInternalStaff,
  maintenanceRedirect,
} from '@/lib/navigation/maintenance';
import { maintenanceQueryOptions } from '@/lib/queries/maintenance';
import type { SessionState } from '@/lib/queries/session-state';

export function useMaintenanceWatch(session: SessionState) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { data: maintenance } = useQuery(maintenanceQueryOptions());
  const email = session.user?.email;
  useEffect(() => {
    if (isInternalStaff(email, staffEmailDomains) && !hasBypassCookie(document.cookie)) {
      document.cookie = `${BYPASS_COOKIE}=1; path=/; SameSite=Lax`;
    }
  }, [email]);
  useEffect(() => {
    const to = maintenanceRedirect(
      pathname,
      maintenance ?? undefined,
      hasBypassCookie(document.cookie),
    );
    if (to) void navigate({ to, replace: true });
  }, [maintenance, pathname, navigate]);
  return maintenance;
}
