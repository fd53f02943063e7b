// Logs out (POST /v1/logout), forgets everything of the session and says goodbye on /bye.
import { useLogout } from '@generated/api/auth/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { resetDialogGates } from '@/components/shell/gates/session-gates';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { endDirectSession, endSession } from '@/lib/session';

export function LogoutScreen() {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const done = () => {
      endSession();
      endDirectSession();
      resetDialogGates();
      queryClient.clear();
      void navigate({ to: '/bye', replace: true });
    };
    // The session ends here whether or not the server could be told.
    logout.mutate(undefined, { onSettled: done });
  }, []);
  return <LoadingScreen />;
}
