// The Chargebee customer portal of businesses still billed through Chargebee (docs/product.md#states-billing: payment
// method state CHARGEBEE, a legacy state: new businesses pay through Stripe). This server connects
// no Chargebee site; beside the sandbox payment provider it has a sandbox counterpart: a portal
// session is a page of this server labelled SANDBOX (/sandbox/chargebee/portal/<id>) whose random
// id is the only credential and which, like Chargebee's, expires an hour after it was made. With
// Stripe as the payment provider there is no sandbox: the portal answers 503 chargebee_unavailable.
import type { Clock } from '../clock.ts';
import { token } from './payment-sandbox-data.ts';
import type { SandboxObjects } from './payment-sandbox-store.ts';

export const SANDBOX_CHARGEBEE_PATH = '/sandbox/chargebee';
/** Chargebee's portal sessions stay valid for one hour. */
export const PORTAL_SESSION_SECONDS = 3600;

export interface ChargebeePortalSession {
  id: string;
  businessId: string;
  /** Where the portal page links back to (the app's billing page). */
  returnUrl: string;
  expiresAt: string;
}

export interface ChargebeePortal {
  /** A portal session for the business: its address and when it expires. */
  createPortalSession(
    businessId: string,
    returnUrl: string,
  ): Promise<{ url: string; expiresAt: Date }>;
}

export class SandboxChargebeePortal implements ChargebeePortal {
  constructor(
    private readonly objects: SandboxObjects,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async createPortalSession(businessId: string, returnUrl: string) {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + PORTAL_SESSION_SECONDS * 1000);
    const session: ChargebeePortalSession = {
      id: token('cbs'),
      businessId,
      returnUrl,
      expiresAt: expiresAt.toISOString(),
    };
    await this.objects.put('chargebee_portal_session', session.id, null, session, now);
    return { url: `${this.publicUrl}${SANDBOX_CHARGEBEE_PATH}/portal/${session.id}`, expiresAt };
  }

  /** The session at this address while it has not expired. */
  async portalSession(id: string): Promise<ChargebeePortalSession | undefined> {
    const session = await this.objects.get<ChargebeePortalSession>('chargebee_portal_session', id);
    if (!session || new Date(session.expiresAt) <= this.clock.now()) return undefined;
    return session;
  }
}
