// The referral widget (docs/product.md#calls-other "a customer-onboarding token call (failures only logged)"; the
// token comes from POST /v1/user/cello): off unless VITE_CELLO_PRODUCT_ID is configured. For a
// logged-in person the app asks for a token (a failure is only logged and the widget stays off),
// loads the vendor's script once and boots the widget in the person's language; it boots again
// for another person and shuts down at logout.
import type { ReferralToken } from './referral';

export interface ReferralWidgetConfig {
  productId: string;
}

/** The widget's configuration from the build's environment; undefined: off. */
export function referralWidgetConfig(
  env: Record<string, unknown>,
): ReferralWidgetConfig | undefined {
  const productId =
    typeof env.VITE_CELLO_PRODUCT_ID === 'string' ? env.VITE_CELLO_PRODUCT_ID.trim() : '';
  return productId ? { productId } : undefined;
}

export interface ReferralVendor {
  boot(options: { productId: string; token: string; language: string }): Promise<void>;
  shutdown(): void;
}

export interface ReferralPerson {
  id: string;
  /** The interface language (en-gb, de-ch, fr-ch, it); the widget takes its first part. */
  language?: string;
}

export function createReferralWidget(
  config: ReferralWidgetConfig,
  loadVendor: () => Promise<ReferralVendor>,
  fetchToken: () => Promise<ReferralToken | undefined>,
) {
  let vendor: ReferralVendor | undefined;
  let bootedFor: string | undefined;
  let pending: Promise<void> | undefined;

  async function boot(person: ReferralPerson) {
    const token = await fetchToken();
    if (!token) return;
    vendor ??= await loadVendor();
    await vendor.boot({
      productId: config.productId,
      token: token.token,
      language: (person.language ?? 'en').split('-')[0],
    });
    bootedFor = person.id;
  }

  return {
    get bootedFor() {
      return bootedFor;
    },
    /** Follows the logged-in person (undefined after logout or before login). */
    async update(person: ReferralPerson | undefined): Promise<void> {
      await pending;
      if (!person) {
        if (bootedFor) vendor?.shutdown();
        bootedFor = undefined;
        return;
      }
      if (bootedFor === person.id) return;
      if (bootedFor) vendor?.shutdown();
      bootedFor = undefined;
      pending = boot(person).finally(() => (pending = undefined));
      await pending;
    },
  };
}

/** Loads the vendor's script once; its commands queue until it has loaded. */
export function loadCelloScript(): Promise<ReferralVendor> {
  type Cello = {
    boot(options: { productId: string; token: string; language: string }): Promise<void>;
  };
  const global = window as unknown as {
    cello?: { cmd: ((cello: Cello) => unknown)[] };
    Cello?: (command: string) => void;
  };
  global.cello ??= { cmd: [] };
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = 'https://assets.cello.so/app/latest/cello.js';
    script.async = true;
    script.onload = () =>
      resolve({
        boot: (options) =>
          new Promise<void>((done, failed) => {
            global.cello!.cmd.push(async (cello) => {
              try {
                await cello.boot(options);
                done();
              } catch (error) {
                failed(error instanceof Error ? error : new Error(String(error)));
              }
            });
          }),
        shutdown: () => global.Cello?.('shutdown'),
      });
    script.onerror = () => reject(new Error('the referral widget script did not load'));
    document.head.appendChild(script);
  });
}
