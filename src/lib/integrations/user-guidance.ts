// The user-guidance tool (docs/product.md#states-user-guidance "starts when the plan id is free_legacy or the business
// setting userPilot.enabled is on (and the feature flag is on). It stops and is destroyed when
// neither holds. On start and on every reload the user is identified; with no user id the session
// is treated as anonymous"; docs/product.md#calls-integrations "receives e-mail (the signer identity e-mail if present, otherwise
// the normal e-mail), business id, username (user id), role, plan, locale_code, plan_start"; docs/product.md#roles-business
// "Two roles are sent: admin and user"). An adapter over the vendor's script deployer: the script
// is loaded only when a token is configured and the flag is on, and only once it has to start.

/** What the tool is told about the person (docs/product.md#entities "User profile fields used by the tool"). */
export interface GuidanceProfile {
  id?: string;
  email?: string;
  signerIdentityEmail?: string;
  isBusinessAdmin: boolean;
  language?: string;
  businessId?: string;
  /** The business setting userPilot.enabled. */
  userPilotEnabled: boolean;
  /** The active price plan's id and start. */
  planId?: string;
  planStart?: string;
}

export interface GuidanceIdentity {
  email?: string;
  business_id?: string;
  username: string;
  role: 'admin' | 'user';
  plan?: string;
  locale_code?: string;
  plan_start?: string;
}

/** The vendor's SDK as its script deployer installs it (a fake in unit tests). */
export interface GuidanceVendor {
  initialize(token: string): void;
  identify(userId: string, identity: GuidanceIdentity): void;
  anonymous(): void;
  reload(): void;
  destroy(): void;
}

export interface GuidanceConfig {
  token: string;
}

/** The configuration (VITE_USERPILOT_TOKEN and the VITE_FEATURE_USER_GUIDANCE flag), or undefined. */
export function userGuidanceConfig(env: Record<string, unknown>): GuidanceConfig | undefined {
  const token = typeof env.VITE_USERPILOT_TOKEN === 'string' ? env.VITE_USERPILOT_TOKEN.trim() : '';
  if (!token || env.VITE_FEATURE_USER_GUIDANCE !== 'true') return undefined;
  return { token };
}

export const FREE_LEGACY_PLAN = 'free_legacy';

/** Whether the tool runs for this person. */
export const shouldGuide = (profile: GuidanceProfile | undefined) =>
  !!profile && (profile.planId === FREE_LEGACY_PLAN || profile.userPilotEnabled);

/** What identify sends; undefined for an anonymous session (no user id). */
export function guidanceIdentity(profile: GuidanceProfile): GuidanceIdentity | undefined {
  if (!profile.id) return undefined;
  return {
    email: profile.signerIdentityEmail || profile.email,
    business_id: profile.businessId,
    username: profile.id,
    role: profile.isBusinessAdmin ? 'admin' : 'user',
    plan: profile.planId,
    locale_code: profile.language,
    plan_start: profile.planStart,
  };
}

/** The part of the billing information (GET /v1/businesses/{id}/billing/information) read here. */
export interface PlanStartSource {
  pricePlan: { current: { base: { startAt: string } } };
}

/**
 * plan_start where the contract gives it: the start of the price plan in force
 * (pricePlan.current.base.startAt of the billing information), which only a business admin may
 * read. Members and people without a business have no call that answers it, so none is sent for
 * them; a failed read is only logged (the tool still starts, without the date).
 */
export async function planStartFor(
  profile: Pick<GuidanceProfile, 'isBusinessAdmin' | 'businessId'>,
  loadBillingInformation: (businessId: string) => Promise<PlanStartSource>,
): Promise<string | undefined> {
  if (!profile.isBusinessAdmin || !profile.businessId) return undefined;
  try {
    return (await loadBillingInformation(profile.businessId)).pricePlan.current.base.startAt;
  } catch (error) {
    console.warn('user guidance: the plan start could not be read', error);
    return undefined;
  }
}

export interface UserGuidance {
  /** The person or their business changed: start, identify again, or stop. */
  update(profile: GuidanceProfile | undefined): Promise<void>;
  /** A new page: identify again and let the tool look at it. */
  reload(): void;
  readonly running: boolean;
}

export function createUserGuidance(
  config: GuidanceConfig | undefined,
  loadVendor: (token: string) => Promise<GuidanceVendor>,
): UserGuidance {
  let vendor: GuidanceVendor | undefined;
  let running = false;
  let profile: GuidanceProfile | undefined;

  const identify = () => {
    if (!vendor || !profile) return;
    const identity = guidanceIdentity(profile);
    if (identity) vendor.identify(identity.username, identity);
    else vendor.anonymous();
  };

  return {
    get running() {
      return running;
    },
    async update(next) {
      profile = next;
      if (!config) return;
      if (!shouldGuide(next)) {
        if (running) {
          running = false;
          vendor?.destroy();
        }
        return;
      }
      if (!vendor) vendor = await loadVendor(config.token);
      if (!running) {
        vendor.initialize(config.token);
        running = true;
      }
      identify();
    },
    reload() {
      if (!running || !vendor) return;
      identify();
      vendor.reload();
    },
  };
}

/**
 * The vendor's script deployer: its SDK from the vendor's address, which sets window.userpilot
 * (settings set before the script tell it the token).
 */
export function loadUserpilotScript(token: string): Promise<GuidanceVendor> {
  const global = window as unknown as {
    userpilot?: GuidanceVendor;
    userpilotSettings?: { token: string };
  };
  if (global.userpilot) return Promise.resolve(global.userpilot);
  global.userpilotSettings = { token };
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.userpilot.io/sdk/latest.js';
    script.async = true;
    script.onload = () =>
      global.userpilot ? resolve(global.userpilot) : reject(new Error('no userpilot'));
    script.onerror = () => reject(new Error('the user-guidance script did not load'));
    document.head.appendChild(script);
  });
}
