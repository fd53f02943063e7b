// /view/$srid: default layout, roles user. The request screen (signature-requests feature) with
// signing (signing feature) plugged in: features do not import each other, the route joins them.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { downloadSignedDocuments } from '@/features/signature-requests/downloads';
import { RequestScreen, requestQuery } from '@/features/signature-requests/request-screen';
import { useSignFlow } from '@/features/signing/use-sign-flow';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/view/$srid')({
  staticData: { title: 'view' },
  beforeLoad: (args) =>
    guardRoute('/view/$srid', args, (params) => ({ valid: isValidId(params.srid) })),
  loader: ({ context, location, params }) =>
    ensureAll(context.queryClient, [requestQuery(params.srid)], location.pathname),
  component: View,
});

function View() {
  const { srid } = Route.useParams();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const sign = useSignFlow({ onDownload: downloadSignedDocuments });
  return (
    <RequestScreen
      requestId={srid}
      viewer={{ id: session.user?.id, email: session.user?.email ?? '' }}
      onSign={sign}
      onDeleted={() => void navigate({ to: '/dashboard' })}
    />
  );
}
