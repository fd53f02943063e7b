// What the server's single-sign-on callback hands the app in the fragment of /sso/complete (the
// fragment never reaches a server and is never in a Referer): the session token, whether it is
// the account's first login, and the id of the onboarding when the account still has to confirm
// the link with the mailed secret.
export interface SsoLanding {
  token: string;
  firstLogin: boolean;
  /** The pending onboarding (/signup/sso?id=…), when there is one. */
  ssoId?: string;
}

const SSO_ID = /^[A-Za-z0-9-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_~.-]{16,512}$/;

/** The landing of a fragment such as `#token=…&firstLogin=true&sso=…`, or undefined. */
export function parseSsoLanding(hash: string): SsoLanding | undefined {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token');
  if (!token || !TOKEN.test(token)) return undefined;
  const ssoId = params.get('sso');
  return {
    token,
    firstLogin: params.get('firstLogin') === 'true',
    ...(ssoId && SSO_ID.test(ssoId) ? { ssoId } : {}),
  };
}

/** Where the app goes once the session is started. */
export function ssoLandingTarget(landing: SsoLanding, afterLogin: string): string {
  return landing.ssoId ? `/signup/sso?id=${encodeURIComponent(landing.ssoId)}` : afterLogin;
}
