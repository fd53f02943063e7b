// Which implementation each third-party provider uses (config.ts reads the variables; this
// module decides). A provider with a sandbox — domain verifier, payment, identification, trust
// service, SMS — falls back to it only on a server nobody else can reach: PUBLIC_URL a loopback
// address and HOST listening on loopback only. Anywhere else the sandbox would hand out proofs
// nobody made (a sandbox-verified gmail.com offers every Gmail user to join a business), so the
// operator chooses every provider explicitly or the server refuses to start, naming the
// variables. An explicit sandbox choice stays possible (a public test system); its data is then
// labelled as a sandbox's wherever it is shown.
import { isIP } from 'node:net';

export interface ProviderChoices {
  /** DOMAIN_VERIFIER: `dns` looks the TXT record up; `sandbox` accepts every domain. */
  domainVerifier: 'dns' | 'sandbox';
  /** PAYMENT_PROVIDER: `stripe` (with the Stripe keys) or the sandbox's local pages. */
  payment: 'stripe' | 'sandbox';
  /** IDENTIFICATION_PROVIDER: only the sandbox's local page exists. */
  identification: 'sandbox';
  /** TRUST_SERVICE: only the sandbox (account password or the published direct password). */
  trustService: 'sandbox';
  /** SMS_PROVIDER: only the sandbox, which mails the text to the person instead. */
  sms: 'sandbox';
}

/** A configuration the server cannot start with; the message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

interface ChoiceSpec<K extends keyof ProviderChoices> {
  key: K;
  variable: string;
  /** What the provider is, in the start-up messages. */
  label: string;
  accepted: readonly ProviderChoices[K][];
  /** Said after the accepted values (what a real choice needs). */
  hint?: string;
}

const SPECS: { [K in keyof ProviderChoices]: ChoiceSpec<K> } = {
  domainVerifier: {
    key: 'domainVerifier',
    variable: 'DOMAIN_VERIFIER',
    label: 'domain verifier',
    accepted: ['dns', 'sandbox'],
  },
  payment: {
    key: 'payment',
    variable: 'PAYMENT_PROVIDER',
    label: 'payment',
    accepted: ['stripe', 'sandbox'],
    hint: 'stripe also needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  },
  identification: {
    key: 'identification',
    variable: 'IDENTIFICATION_PROVIDER',
    label: 'identification',
    accepted: ['sandbox'],
    hint: 'no real provider is connected',
  },
  trustService: {
    key: 'trustService',
    variable: 'TRUST_SERVICE',
    label: 'trust service',
    accepted: ['sandbox'],
    hint: 'no real trust service is connected',
  },
  sms: {
    key: 'sms',
    variable: 'SMS_PROVIDER',
    label: 'SMS',
    accepted: ['sandbox'],
    hint: 'no SMS gateway is connected',
  },
};

export const PROVIDER_VARIABLES = Object.values(SPECS).map((spec) => spec.variable);

/** `DOMAIN_VERIFIER=dns or DOMAIN_VERIFIER=sandbox (…)`: the line naming one variable. */
function howToChoose(spec: ChoiceSpec<keyof ProviderChoices>): string {
  const values = spec.accepted.map((value) => `${spec.variable}=${value}`).join(' or ');
  return spec.hint ? `${values} (${spec.hint})` : values;
}

/** Host of an address without brackets, trailing dots or case: `[::1]` → `::1`. */
function bareHost(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/**
 * True for a loopback host: `localhost` and its subdomains (RFC 6761 keeps them on loopback),
 * 127.0.0.0/8, ::1 and 127.x written as an IPv4-mapped IPv6 address. 0.0.0.0 and :: are not:
 * they stand for every interface, so a server there is reachable from outside.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = bareHost(hostname);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) {
    // The URL parser writes ::ffff:127.0.0.1 as ::ffff:7f00:1.
    return host === '::1' || /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(host);
  }
  return false;
}

/** True when PUBLIC_URL is a loopback address (an unparsable one is not). */
export function isLoopbackUrl(publicUrl: string): boolean {
  try {
    return isLoopbackHost(new URL(publicUrl).hostname);
  } catch {
    return false;
  }
}

/** Why sandboxes are not the default here, or undefined on a loopback-only server. */
function publicReason(publicUrl: string, host: string): string | undefined {
  if (!isLoopbackUrl(publicUrl)) return `PUBLIC_URL (${publicUrl}) is not a loopback address`;
  if (!isLoopbackHost(host)) return `HOST (${host}) listens beyond loopback`;
  return undefined;
}

/**
 * The providers the variables choose. On a loopback-only server an unset variable means the
 * sandbox; elsewhere every one must be set (ConfigError naming the missing ones). A value that is
 * not accepted, or Stripe chosen without its keys, is refused anywhere.
 */
export function providerChoices(
  env: NodeJS.ProcessEnv,
  where: { publicUrl: string; host: string; stripeConfigured: boolean },
): ProviderChoices {
  const reason = publicReason(where.publicUrl, where.host);
  const missing: ChoiceSpec<keyof ProviderChoices>[] = [];
  const read = <K extends keyof ProviderChoices>(spec: ChoiceSpec<K>): ProviderChoices[K] => {
    const given = env[spec.variable]?.trim();
    if (given) {
      const value = spec.accepted.find((accepted) => accepted === given.toLowerCase());
      if (!value)
        throw new ConfigError(
          `${spec.variable}=${given} is not accepted: set ${howToChoose(spec)}.`,
        );
      return value;
    }
    // Stripe's keys are an explicit choice of Stripe (how a deployment chose it before).
    if (spec.key === 'payment' && where.stripeConfigured) return 'stripe' as ProviderChoices[K];
    if (reason) missing.push(spec);
    return 'sandbox' as ProviderChoices[K];
  };
  const choices: ProviderChoices = {
    domainVerifier: read(SPECS.domainVerifier),
    payment: read(SPECS.payment),
    identification: read(SPECS.identification),
    trustService: read(SPECS.trustService),
    sms: read(SPECS.sms),
  };
  if (missing.length > 0) {
    throw new ConfigError(
      [
        `Refusing to start: ${reason}, so no provider falls back to its sandbox. Choose each of these explicitly:`,
        ...missing.map((spec) => `  ${howToChoose(spec)}`),
        "A sandbox chosen explicitly stays possible (a public test system); its data is labelled as a sandbox's wherever it is shown.",
      ].join('\n'),
    );
  }
  if (choices.payment === 'stripe' && !where.stripeConfigured) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  if (choices.payment === 'sandbox' && where.stripeConfigured) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=sandbox while STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: remove the keys or set PAYMENT_PROVIDER=stripe.',
    );
  }
  return choices;
}

/** The providers that are sandboxes (GET /v1/sandboxes), in the order of SPECS. */
export function sandboxProviders(choices: ProviderChoices): (keyof ProviderChoices)[] {
  return Object.values(SPECS)
    .filter((spec) => choices[spec.key] === 'sandbox')
    .map((spec) => spec.key);
}

/** The labels of the providers that are sandboxes, for the start-up log. */
export function sandboxesOf(choices: ProviderChoices): string[] {
  return sandboxProviders(choices).map((key) => `${SPECS[key].label} (${SPECS[key].variable})`);
}
