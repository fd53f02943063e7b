// Error reporting (docs/product.md#calls-integrations "Error-reporting service: initialised with configured environment,
// release and trace sampling rate"; docs/product.md#constants-integrations "off when no DSN is configured or when disabled; replay
// rate on error 0.8; other sampling rates from configuration; tracing limited to localhost and the
// business portal host"; docs/product.md#screens-shell "Unhandled fatal errors go to the error page").
// The SDK (@sentry/react) is loaded lazily, only when a DSN is configured and reporting is on,
// after the first screen: it adds nothing to /login's JavaScript. Errors raised before it is
// loaded are kept and sent once it is.

/** docs/product.md#constants-integrations "replay rate on error 0.8". */
export const REPLAY_ON_ERROR_SAMPLE_RATE = 0.8;

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  release?: string;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  /** Host of the business portal, the only remote host traces are propagated to. */
  businessPortalHost?: string;
}

type Env = Record<string, string | boolean | undefined>;

/** A rate from 0 to 1, or the fallback for anything else. */
function rate(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return number >= 0 && number <= 1 ? number : fallback;
}

/** The configuration from the build's environment (VITE_SENTRY_*), or undefined when off. */
export function errorReportingConfig(env: Env): ErrorReportingConfig | undefined {
  const dsn = typeof env.VITE_SENTRY_DSN === 'string' ? env.VITE_SENTRY_DSN.trim() : '';
  if (!dsn || env.VITE_SENTRY_ENABLED === 'false') return undefined;
  const text = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  return {
    dsn,
    environment: text('VITE_SENTRY_ENVIRONMENT') ?? (env.PROD ? 'production' : 'development'),
    release: text('VITE_SENTRY_RELEASE'),
    tracesSampleRate: rate(env.VITE_SENTRY_TRACES_SAMPLE_RATE, 0),
    replaysSessionSampleRate: rate(env.VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE, 0),
    businessPortalHost: text('VITE_BUSINESS_PORTAL_HOST'),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where trace headers may go: localhost and the business portal host, nothing else. */
export function tracePropagationTargets(config: ErrorReportingConfig): (string | RegExp)[] {
  const targets: (string | RegExp)[] = ['localhost'];
  if (config.businessPortalHost) {
    targets.push(new RegExp(`^https://${escapeRegExp(config.businessPortalHost)}(/|$)`));
  }
  return targets;
}

/** What the SDK is given besides its integrations. */
export function sdkOptions(config: ErrorReportingConfig) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    tracesSampleRate: config.tracesSampleRate,
    replaysSessionSampleRate: config.replaysSessionSampleRate,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    tracePropagationTargets: tracePropagationTargets(config),
    sendDefaultPii: false,
  };
}

/** The part of the SDK this module uses (a fake in unit tests). */
export interface ReportingSdk {
  init(options: ReturnType<typeof sdkOptions>): unknown;
  captureException(error: unknown): unknown;
}

/** The real SDK, imported on first use, with tracing and replay (replay keeps 0.8 of errors). */
export async function loadSentry(): Promise<ReportingSdk> {
  const Sentry = await import('@sentry/react');
  return {
    init: (options) =>
      Sentry.init({
        ...options,
        integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
      }),
    captureException: (error) => Sentry.captureException(error),
  };
}

interface State {
  config?: ErrorReportingConfig;
  sdk?: ReportingSdk;
  /** Errors raised before the SDK was there. */
  waiting: unknown[];
  stopListening?: () => void;
}

const state: State = { waiting: [] };

/** Sends an error to the service (kept until the SDK is loaded); nothing when reporting is off. */
export function reportError(error: unknown): void {
  if (!state.config) return;
  if (state.sdk) state.sdk.captureException(error);
  else state.waiting.push(error);
}

/** Until the SDK is loaded, unhandled errors of the page are kept for it. */
function listenUntilLoaded(target: Window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * Starts reporting when configured: listens at once, loads the SDK (`load`, the lazy import),
 * initialises it and sends what was kept. Answers whether reporting is on.
 */
export async function startErrorReporting(
  config: ErrorReportingConfig | undefined,
  load: () => Promise<ReportingSdk> = loadSentry,
  target: Window = window,
): Promise<boolean> {
  if (!config || state.config) return state.config !== undefined;
  state.config = config;
  state.stopListening = listenUntilLoaded(target);
  const sdk = await load();
  sdk.init(sdkOptions(config));
  // From here the SDK's own handlers see unhandled errors.
  state.stopListening();
  state.sdk = sdk;
  for (const error of state.waiting.splice(0)) sdk.captureException(error);
  return true;
}

/** Tests only. */
export function resetErrorReporting(): void {
  state.stopListening?.();
  state.config = undefined;
  state.sdk = undefined;
  state.waiting = [];
  state.stopListening = undefined;
}
