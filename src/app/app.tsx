// The app until the routed shell arrives: the login screen, then the account summary.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoginScreen } from '@/features/auth/login-screen';
import { AccountSummary } from '@/features/user/account-summary';
import { endSession, restoreSession } from '@/lib/session';

export function App() {
  const queryClient = useQueryClient();
  const [loggedIn, setLoggedIn] = useState(() => restoreSession() !== undefined);
  const logOut = () => {
    endSession();
    queryClient.clear();
    setLoggedIn(false);
  };
  return (
    <main className="page">
      <header className="page-header">Signing Service</header>
      {loggedIn ? (
        <AccountSummary onLogOut={logOut} />
      ) : (
        <LoginScreen onLoggedIn={() => setLoggedIn(true)} />
      )}
    </main>
  );
}
