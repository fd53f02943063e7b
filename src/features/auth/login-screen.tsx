// Log in with e-mail and password through the generated `useLogin` hook.
import { useState, type FormEvent } from 'react';
import { useLogin } from '@generated/api/auth/auth';
import { ApiError } from '@/lib/api-client';
import { startSession } from '@/lib/session';

export function LoginScreen({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { data: { email, password, remember } },
      {
        onSuccess: ({ data }) => {
          startSession(data.token.value, remember);
          onLoggedIn();
        },
      },
    );
  };

  const error =
    login.error instanceof ApiError ? login.error.message : login.error && 'Login failed';
  return (
    <form className="card" onSubmit={submit}>
      <h1>Log in</h1>
      {error && <p className="error">{error}</p>}
      <label className="field">
        E-mail
        <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="field">
        Password
        <input
          type="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <label className="check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        Stay logged in for 48 hours
      </label>
      <button type="submit" disabled={login.isPending}>
        Log in
      </button>
    </form>
  );
}
