// Unauthenticated layout; the token comes from the mail's link (?token=).
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PasswordResetNewScreen } from '@/features/auth/password-reset-new-screen';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/password-reset/new')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  beforeLoad: (args) => guardRoute(args),
  component: PasswordResetNew,
});

function PasswordResetNew() {
  const navigate = useNavigate();
  const { token } = Route.useSearch();
  return (
    <PasswordResetNewScreen
      token={token}
      onDone={() => void navigate({ to: '/password-reset/confirm' })}
    />
  );
}
