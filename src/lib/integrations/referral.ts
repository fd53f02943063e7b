// Referral and onboarding (docs/product.md#calls-other "a customer-onboarding token call (failures only logged);
// a form-submission call to an external marketing form service"; docs/product.md#errors "Failed … onboarding-token
// calls are only logged"; docs/product.md#constants-timing "Referral cookie lasts 1 year"): the referral code a visitor arrives
// with is kept in a cookie for a year (the subscription request's referralCode comes from it),
// the referral widget's token comes from POST /v1/user/cello, and the marketing form posts to the
// configured service (off without one).

export const REFERRAL_COOKIE = 'referral_code';
/** docs/product.md#constants-timing "Referral cookie lasts 1 year". */
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The query parameters a referral link carries its code in. */
const REFERRAL_PARAMS = ['ref', 'referral', 'referralCode'];
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The cookie that keeps `code` for a year (Secure over https). */
export function referralCookie(code: string, secure: boolean): string {
  return [
    `${REFERRAL_COOKIE}=${encodeURIComponent(code)}`,
    `Max-Age=${REFERRAL_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The referral code of an address's query, when it carries a well-formed one. */
export function referralCodeFrom(search: string): string | undefined {
  const params = new URLSearchParams(search);
  for (const name of REFERRAL_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && REFERRAL_CODE.test(value)) return value;
  }
  return undefined;
}

/** The kept referral code, from document.cookie's text. */
export function storedReferralCode(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFERRAL_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The cookie that forgets the kept code (the server refused it: no customer has it). */
export function forgottenReferralCookie(): string {
  return `${REFERRAL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Keeps the code of a referral link in the cookie; answers the code kept. */
export function captureReferral(
  location: { search: string; protocol: string },
  setCookie: (cookie: string) => void,
): string | undefined {
  const code = referralCodeFrom(location.search);
  if (code) setCookie(referralCookie(code, location.protocol === 'https:'));
  return code;
}

export interface ReferralToken {
  token: string;
  expiresAt: string;
}

/** The referral widget's token; a failure is only logged (docs/product.md#errors) and answers undefined. */
export async function referralToken(
  call: () => Promise<{ data: ReferralToken }>,
  log: (message: string, error: unknown) => void = console.warn,
): Promise<ReferralToken | undefined> {
  try {
    return (await call()).data;
  } catch (error) {
    log('referral token unavailable', error);
    return undefined;
  }
}

/** The marketing form service's address (VITE_MARKETING_FORM_URL), or undefined: off. */
export function marketingFormEndpoint(env: Record<string, unknown>): string | undefined {
  const url =
    typeof env.VITE_MARKETING_FORM_URL === 'string' ? env.VITE_MARKETING_FORM_URL.trim() : '';
  return /^https?:\/\//.test(url) ? url : undefined;
}

export type MarketingResult = 'off' | 'sent' | 'failed';

/**
 * Posts the form's fields (JSON) to the marketing form service; 'off' when none is configured.
 * A failure is logged and answered, never thrown: the product's own flow goes on.
 */
export async function submitMarketingForm(
  endpoint: string | undefined,
  fields: Record<string, string>,
  send: typeof fetch = fetch,
  log: (message: string, error: unknown) => void = console.warn,
): Promise<MarketingResult> {
  if (!endpoint) return 'off';
  try {
    const response = await send(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
        context: { pageUri: window.location.href, pageName: document.title },
      }),
    });
    if (!response.ok) throw new Error(`marketing form answered ${response.status}`);
    return 'sent';
  } catch (error) {
    log('marketing form submission failed', error);
    return 'failed';
  }
}
