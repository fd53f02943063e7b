// @vitest-environment jsdom
// The guard of a direct link opened by a logged-in person ("a logged-in person opening
// a mail link meant for their own account lands on /view/{id}"): the link is taken into the
// account with the account's own token (POST /v3/signature-requests/{id}/claim) and the route
// redirects to /view/{id}; a link already taken leads there when the account signs the request;
// anyone else — not logged in, an expired session, someone the link was not sent to, a sender
// looking at the link of their own request — goes on signing by the link.
import {
  getClaimDirectLinkMockHandler,
  getGetSignatureRequestMockHandler,
} from '@generated/api/signature-requests/signature-requests.msw';
import { getGetUserMockHandler } from '@generated/api/user/user.msw';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { isRedirect } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownDirectLinkTarget } from '@/lib/navigation/own-direct-link';
import { restoreDirectSession } from '@/lib/session';
import { SESSION_KEY } from '@/lib/stored-session';
import { Route as DirectSignRoute } from '@/routes/_default.direct-sign.$id.$userid.index';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { createTestQueryClient } from '../../support/render';
import { anna, directRequest, LINK_KEY, REQUEST_ID } from '../signer/examples';

const api = useMockApi();
const NOW = Date.now();
const CLAIM = `/v3/signature-requests/${REQUEST_ID}/claim`;
const params = { id: REQUEST_ID, userid: LINK_KEY };

function logIn(expiresAt = NOW + 3_600_000) {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'anna-token', expiresAt }));
}

/** The claim answers as given, and the Authorization header it carried is kept. */
function claimAnswers(status: number, body: unknown) {
  const seen: string[] = [];
  api.use(
    http.post(`*${CLAIM}`, ({ request }) => {
      seen.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json(body as object, {
        status,
        headers: status >= 400 ? { 'Content-Type': 'application/problem+json' } : undefined,
      });
    }),
  );
  return seen;
}

/** The request as Anna sees it once it is hers to sign (or not, `signs` false). */
function annas(signs: boolean): SignatureRequest {
  const request = directRequest();
  request.signatures[0].accountEmail = signs ? anna().email : 'someone.else@example.org';
  return request;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('ownDirectLinkTarget', () => {
  it('takes the link into the logged-in account and answers the request to open', async () => {
    logIn();
    const seen = claimAnswers(200, directRequest());
    expect(await ownDirectLinkTarget(params, NOW)).toBe(REQUEST_ID);
    expect(seen).toEqual(['Bearer anna-token']);
    expect(api.sentTo(`POST ${CLAIM}`)[0].body).toEqual({ linkKey: LINK_KEY });
  });

  it('asks nothing when nobody is logged in in this tab, or the session has expired', async () => {
    expect(await ownDirectLinkTarget(params, NOW)).toBeUndefined();
    logIn(NOW - 1);
    expect(await ownDirectLinkTarget(params, NOW)).toBeUndefined();
    expect(api.sent).toHaveLength(0);
  });

  it('a link taken before (404 now): opens /view when the account signs the request', async () => {
    logIn();
    api.use(
      problemHandler('post', `*${CLAIM}`, 404, 'not_found'),
      getGetSignatureRequestMockHandler(annas(true)),
      getGetUserMockHandler(anna()),
    );
    expect(await ownDirectLinkTarget(params, NOW)).toBe(REQUEST_ID);
  });

  it('someone the link was not sent to (a sender, another account) signs by the link', async () => {
    logIn();
    api.use(
      problemHandler('post', `*${CLAIM}`, 404, 'not_found'),
      getGetSignatureRequestMockHandler(annas(false)),
      getGetUserMockHandler(anna()),
    );
    expect(await ownDirectLinkTarget(params, NOW)).toBeUndefined();
    api.use(
      problemHandler('post', `*${CLAIM}`, 404, 'not_found'),
      problemHandler('get', `*/v3/signature-requests/${REQUEST_ID}`, 404, 'not_found'),
    );
    expect(await ownDirectLinkTarget(params, NOW)).toBeUndefined();
  });

  it('a session the server no longer knows (401) stays logged in here and signs by the link', async () => {
    logIn();
    claimAnswers(401, { type: 'about:blank', title: 'Unauthorized', status: 401 });
    expect(await ownDirectLinkTarget(params, NOW)).toBeUndefined();
    // Quiet: no logout, the tab's session is left as it was.
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
  });
});

describe('the /direct-sign/{id}/{key} route', () => {
  const beforeLoad = DirectSignRoute.options.beforeLoad!;
  const args = () =>
    ({
      routeId: '/_default/direct-sign/$id/$userid/',
      params,
      preload: false,
      location: { pathname: `/direct-sign/${REQUEST_ID}/${LINK_KEY}`, href: '/', search: {} },
      context: { queryClient: createTestQueryClient() },
    }) as unknown as Parameters<typeof beforeLoad>[0];

  it('redirects the link’s own logged-in signer to /view/{id}, before the link’s credentials are set', async () => {
    logIn();
    api.use(getClaimDirectLinkMockHandler(directRequest()));
    const thrown = await Promise.resolve(beforeLoad(args())).catch((error: unknown) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/view/$srid',
      params: { srid: REQUEST_ID },
      replace: true,
    });
    expect(restoreDirectSession()).toBeUndefined();
  });

  it('starts none of the link’s calls early for someone logged in: a claim would end the link', async () => {
    logIn();
    const start = DirectSignRoute.options.staticData!.startData!;
    start({ queryClient: createTestQueryClient(), params, search: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent).toHaveLength(0);
    expect(restoreDirectSession()).toBeUndefined();
  });

  it('lets anyone else in as the link’s signer (role nas)', async () => {
    const answer = await beforeLoad(args());
    expect(answer).toMatchObject({ session: { role: 'nas' } });
    expect(restoreDirectSession()).toMatchObject({ kind: 'basic', username: REQUEST_ID });
  });
});
