// The third-party providers of one server instance (providers behind an interface with a sandbox
// implementation, docs/architecture.md#decision-providers). config.providerChoices names which
// (sandboxes by default only on a loopback-only server, provider-choices.ts); tests pass others
// to buildApp (AppServices.providers) or replace them on the context.
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Mailer } from '../mail/mailer.ts';
import { verifyPassword } from '../security/passwords.ts';
import { systemHostLookup, type HostLookup } from '../security/public-host.ts';
import {
  DnsDomainVerifier,
  SandboxDomainVerifier,
  txtLookup,
  type DomainVerifier,
} from './domain-verifier.ts';
import { createOidcRelyingParty, type OidcRelyingParty } from './oidc.ts';
import { SandboxIdentificationProvider, type IdentificationProvider } from './identification.ts';
import type { PaymentProvider } from './payment.ts';
import { SandboxPaymentProvider } from './payment-sandbox.ts';
import { SandboxObjects } from './payment-sandbox-store.ts';
import { SandboxChargebeePortal, type ChargebeePortal } from './chargebee-sandbox.ts';
import { StripePaymentProvider } from './payment-stripe.ts';
import { SandboxSmsProvider, type SmsProvider } from './sms.ts';
import { SandboxTrustService, type TrustService } from './trust-service.ts';

export interface Providers {
  sms: SmsProvider;
  trustService: TrustService;
  identification: IdentificationProvider;
  /** Stripe when STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET are set, else the sandbox. */
  payment: PaymentProvider;
  /**
   * The Chargebee portal of legacy CHARGEBEE businesses: the sandbox's beside the sandbox payment
   * provider; none (503 chargebee_unavailable) beside Stripe, as no Chargebee site is connected.
   */
  chargebee?: ChargebeePortal;
  /** Proves control of a business's e-mail domain (DNS TXT record). */
  domainVerifier: DomainVerifier;
  /** The OpenID Connect relying party of single sign-on (the businesses' own providers). */
  oidc: OidcRelyingParty;
  /**
   * Resolves the host names customers give (webhook and callback addresses) when they are
   * registered: the system's resolver; tests give a table instead of the internet.
   */
  hostLookup: HostLookup;
}

export function createProviders(
  config: ServerConfig,
  mailer: Mailer,
  infrastructure: { db: Db; clock: Clock },
): Providers {
  const objects = new SandboxObjects(infrastructure.db);
  const { clock } = infrastructure;
  return {
    ...(config.stripe
      ? { payment: new StripePaymentProvider({ ...config.stripe, publicUrl: config.publicUrl }) }
      : {
          payment: new SandboxPaymentProvider(
            objects,
            clock,
            config.publicUrl,
            config.sandboxWebhookSecret,
          ),
          chargebee: new SandboxChargebeePortal(objects, clock, config.publicUrl),
        }),
    sms: new SandboxSmsProvider(mailer),
    trustService: new SandboxTrustService(verifyPassword),
    identification: new SandboxIdentificationProvider(config.publicUrl),
    domainVerifier:
      config.providerChoices.domainVerifier === 'dns'
        ? new DnsDomainVerifier(txtLookup(config.dnsServers))
        : new SandboxDomainVerifier(),
    oidc: createOidcRelyingParty(),
    hostLookup: systemHostLookup,
  };
}
