// Public verification of signed PDFs, simple layout, roles unauthenticated, user, nas.
// `?document=<id>` comes from the QR code of a visual signature (the page names that document).
import { createFileRoute } from '@tanstack/react-router';
import { VerifyScreen } from '@/features/verify/verify-screen';
import { guardRoute } from '@/routes/-lib/guard';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/_simple/verify')({
  validateSearch: (search: Record<string, unknown>): { document?: string } =>
    typeof search.document === 'string' && UUID.test(search.document)
      ? { document: search.document.toLowerCase() }
      : {},
  beforeLoad: (args) => guardRoute(args),
  component: Verify,
});

function Verify() {
  const { document } = Route.useSearch();
  return <VerifyScreen expectedDocument={document} />;
}
