// Default layout, role nas. The id and userid of the address are the
// Basic credentials (the guard sets them); the signer reads, signs or declines the request. A
// person logged in in this tab whose own address the link was mailed to lands on /view/$id
// instead, where account holders sign (own-direct-link.ts).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { directRequestQuery, directUserQuery } from '@/features/direct/direct-queries';
import { DirectSignScreen } from '@/features/direct/direct-sign-screen';
import { directSignCredentials } from '@/lib/navigation/direct-sign';
import { isValidId } from '@/lib/navigation/valid-id';
import { loggedInHere } from '@/lib/stored-session';
import { guardRoute } from '@/routes/-lib/guard';
import { DIRECT_SIGN_TEXTS } from '@/routes/-lib/first-screen-texts';
import { ensureAll, loadTexts, startRouteData } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/direct-sign/$id/$userid/')({
  staticData: {
    startData: ({ queryClient, params }) => {
      const link = directSignCredentials(params);
      // Someone logged in may be the link's own signer, whom the guard sends to /view: the
      // link's calls wait for that (a claim ends the link, and its 401 would log them out).
      if (!link || !isValidId(params.id) || loggedInHere()) return;
      startRouteData(
        queryClient,
        () =>
          import('@/features/direct/direct-queries').then((queries) => [
            queries.directRequestQuery(params.id),
            queries.directUserQuery(),
          ]),
        DIRECT_SIGN_TEXTS,
        link,
      );
    },
  },
  beforeLoad: async (args) => {
    // Before the guard, which makes the link's credentials the ones every call carries.
    const own =
      !args.preload && isValidId(args.params.id) && loggedInHere()
        ? await import('@/lib/navigation/own-direct-link').then((module) =>
            module.ownDirectLinkTarget(args.params),
          )
        : undefined;
    if (own) throw redirect({ to: '/view/$srid', params: { srid: own }, replace: true });
    return guardRoute(args, (params) => ({
      valid: isValidId(params.id),
    }));
  },
  loader: async ({ context, location, params }) => {
    await Promise.all([
      ensureAll(
        context.queryClient,
        [directRequestQuery(params.id), directUserQuery()],
        location.pathname,
      ),
      loadTexts(...DIRECT_SIGN_TEXTS),
    ]);
    return {};
  },
  component: Screen,
});

function Screen() {
  const { id, userid } = Route.useParams();
  return <DirectSignScreen id={id} userid={userid} />;
}
