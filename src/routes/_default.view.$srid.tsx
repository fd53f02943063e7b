// Default layout, roles user. The request screen (signature-requests feature) with
// signing (signing feature) plugged in: features do not import each other, the route joins them.
// After signing, the request's exit redirect (docs/product.md#states-exit-redirect: only when exactly one request was
// signed in this session and it is the last one viewed; a countdown that can be cancelled).
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ExitCountdown } from '@/components/shell/exit-countdown';
import { downloadSignedDocuments } from '@/features/signature-requests/downloads';
import { requestQuery } from '@/features/signature-requests/request-query';
import { RequestScreen } from '@/features/signature-requests/request-screen';
import {
  exitContext,
  exitSettingsOf,
  recordSigned,
  recordViewed,
} from '@/features/signing/exit-state';
import { useSignFlow } from '@/features/signing/use-sign-flow';
import { exitRedirect, type ExitRedirect } from '@/lib/navigation/exit-redirect';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { VIEW_TEXTS } from '@/routes/-lib/first-screen-texts';
import { ensureAll, loadTexts, startRouteData } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/view/$srid')({
  staticData: {
    startData: ({ queryClient, params: { srid } }) => {
      if (!isValidId(srid)) return;
      startRouteData(
        queryClient,
        () =>
          import('@/features/signature-requests/request-query').then((query) => [
            query.requestQuery(srid),
          ]),
        VIEW_TEXTS,
      );
    },
  },
  beforeLoad: (args) => guardRoute(args, (params) => ({ valid: isValidId(params.srid) })),
  loader: async ({ context, location, params }) => {
    await Promise.all([
      ensureAll(context.queryClient, [requestQuery(params.srid)], location.pathname),
      loadTexts(...VIEW_TEXTS),
    ]);
  },
  component: View,
});

function View() {
  const { srid } = Route.useParams();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const [exit, setExit] = useState<ExitRedirect>();
  useEffect(() => recordViewed(srid), [srid]);
  const flow = useSignFlow({
    onDownload: downloadSignedDocuments,
    onSigned: (request) => {
      recordSigned(request.id);
      // "0 means immediate": no stop at the success overlay.
      const redirect = exitRedirect(exitSettingsOf(request), 'signed', exitContext());
      if (redirect?.seconds === 0) setExit(redirect);
    },
    onContinue: (request) =>
      setExit(exitRedirect(exitSettingsOf(request), 'signed', exitContext())),
  });
  return (
    <>
      <RequestScreen
        requestId={srid}
        viewer={{ id: session.user?.id, email: session.user?.email ?? '' }}
        onSign={flow.start}
        onSignIntent={flow.preload}
        onDeleted={() => void navigate({ to: '/dashboard' })}
        notice={exit && <ExitCountdown key={exit.url} redirect={exit} />}
      />
      {flow.element}
    </>
  );
}
