// Who is logged in, from the generated `useGetUser` hook.
import { useGetUser } from '@generated/api/user/user';
import { ApiError } from '@/lib/api-client';

export function AccountSummary({ onLogOut }: { onLogOut: () => void }) {
  const { data, isPending, error } = useGetUser();
  if (isPending) return <p className="card">Loading your account…</p>;
  if (error) {
    const message = error instanceof ApiError ? error.message : 'Your account could not be loaded.';
    return <p className="card error">{message}</p>;
  }
  const user = data.data;
  return (
    <section className="card">
      <h1>
        {user.firstName} {user.lastName}
      </h1>
      <dl>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>E-mail confirmed</dt>
        <dd>{user.emailVerified ? 'yes' : 'no'}</dd>
      </dl>
      <button type="button" onClick={onLogOut}>
        Log out
      </button>
    </section>
  );
}
