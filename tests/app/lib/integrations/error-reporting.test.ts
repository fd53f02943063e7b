// @vitest-environment jsdom
// Error reporting (docs/product.md#calls, docs/product.md#constants-integrations): off without a DSN or when disabled; environment, release and
// sampling rates from configuration, replay on error 0.8, tracing only towards localhost and the
// business portal host; errors raised before the lazily loaded SDK are sent once it is there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REPLAY_ON_ERROR_SAMPLE_RATE,
  errorReportingConfig,
  reportError,
  resetErrorReporting,
  sdkOptions,
  startErrorReporting,
  type ReportingSdk,
} from '@/lib/integrations/error-reporting';

const DSN = 'https://public@errors.signing.example/7';

function fakeSdk() {
  const captured: unknown[] = [];
  const sdk: ReportingSdk & { options?: unknown } = {
    init: vi.fn((options) => {
      sdk.options = options;
    }),
    captureException: (error) => captured.push(error),
  };
  return { sdk, captured };
}

afterEach(() => resetErrorReporting());

describe('errorReportingConfig', () => {
  it('is off without a DSN, or when disabled', () => {
    expect(errorReportingConfig({})).toBeUndefined();
    expect(errorReportingConfig({ VITE_SENTRY_DSN: '  ' })).toBeUndefined();
    expect(errorReportingConfig({ VITE_SENTRY_DSN: DSN, VITE_SENTRY_ENABLED: 'false' })).toBe(
      undefined,
    );
  });

  it('takes environment, release and sampling rates from configuration', () => {
    const config = errorReportingConfig({
      VITE_SENTRY_DSN: DSN,
      VITE_SENTRY_ENVIRONMENT: 'staging',
      VITE_SENTRY_RELEASE: 'signing@1.4.0',
      VITE_SENTRY_TRACES_SAMPLE_RATE: '0.25',
      VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '0.05',
      VITE_BUSINESS_PORTAL_HOST: 'portal.signing.example',
    })!;
    const options = sdkOptions(config);
    expect(options).toMatchObject({
      dsn: DSN,
      environment: 'staging',
      release: 'signing@1.4.0',
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.05,
      replaysOnErrorSampleRate: 0.8,
    });
    expect(REPLAY_ON_ERROR_SAMPLE_RATE).toBe(0.8);
  });

  it('ignores rates outside 0…1 and defaults the environment to the build', () => {
    const config = errorReportingConfig({
      VITE_SENTRY_DSN: DSN,
      VITE_SENTRY_TRACES_SAMPLE_RATE: '7',
      PROD: true,
    })!;
    expect(config.tracesSampleRate).toBe(0);
    expect(config.environment).toBe('production');
  });

  it('propagates traces only to localhost and the business portal host', () => {
    const config = errorReportingConfig({
      VITE_SENTRY_DSN: DSN,
      VITE_BUSINESS_PORTAL_HOST: 'portal.signing.example',
    })!;
    const targets = sdkOptions(config).tracePropagationTargets;
    const matches = (url: string) =>
      targets.some((t) => (typeof t === 'string' ? url.includes(t) : t.test(url)));
    expect(matches('http://localhost:8080/v1/user')).toBe(true);
    expect(matches('https://portal.signing.example/v1/user')).toBe(true);
    expect(matches('https://portal.signing.example.evil.example/v1/user')).toBe(false);
    expect(matches('https://api.stripe.com/v1/charges')).toBe(false);
  });
});

describe('startErrorReporting', () => {
  it('loads nothing and reports nothing when off', async () => {
    const load = vi.fn();
    expect(await startErrorReporting(undefined, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    reportError(new Error('lost'));
  });

  it('initialises the lazily loaded SDK and sends what happened before it loaded', async () => {
    const { sdk, captured } = fakeSdk();
    const config = errorReportingConfig({ VITE_SENTRY_DSN: DSN, VITE_SENTRY_RELEASE: 'r1' })!;
    let loaded: (value: ReportingSdk) => void = () => undefined;
    const started = startErrorReporting(config, () => new Promise((r) => (loaded = r)), window);
    const early = new Error('before the SDK');
    reportError(early);
    // An unhandled error of the page while the SDK is on its way.
    const unhandled = new Error('unhandled');
    window.dispatchEvent(new ErrorEvent('error', { error: unhandled }));
    expect(captured).toEqual([]);
    loaded(sdk);
    expect(await started).toBe(true);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.options).toMatchObject({ dsn: DSN, release: 'r1' });
    expect(captured).toEqual([early, unhandled]);
    // Once loaded, the SDK's own handlers take unhandled errors: ours no longer listen.
    const quiet = (event: Event) => event.preventDefault();
    window.addEventListener('error', quiet);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later'), cancelable: true }));
    window.removeEventListener('error', quiet);
    expect(captured).toHaveLength(2);
    const late = new Error('route error');
    reportError(late);
    expect(captured.at(-1)).toBe(late);
  });
});
