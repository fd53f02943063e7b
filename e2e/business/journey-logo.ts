// The company logo in the business journey, as an admin sets it: a customer's
// web server on loopback (https with its own certificate, which the journey's reference server
// trusts through NODE_EXTRA_CA_CERTS and may reach through WEBHOOKS_ALLOW_PRIVATE_ADDRESSES) serves
// the logo and a web page. An address that serves no image shows its error on the field and no
// "saved"; the logo's address is taken once and the preview shows the service's copy, loaded from
// our own origin under the pages' content security policy (img-src 'self').
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { startLogoHost, type LogoHost } from '../../server/test/business-settings/logo-host.ts';

export interface JourneyLogoHost {
  host: LogoHost;
  /** What the reference server's environment needs to reach and trust the host. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startJourneyLogoHost(): Promise<JourneyLogoHost> {
  const host = await startLogoHost();
  const dir = mkdtempSync(path.join(tmpdir(), 'journey-logo-'));
  const caFile = path.join(dir, 'logo-host.pem');
  writeFileSync(caFile, host.cert);
  return {
    host,
    env: { NODE_EXTRA_CA_CERTS: caFile, WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: '1' },
    close: async () => {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const SAVED = 'The settings were saved.';

export async function setCompanyLogo(admin: Page, base: string, host: LogoHost): Promise<void> {
  await admin.goto(`${base}/business/settings`);
  await settle(admin);
  const field = admin.getByRole('textbox', { name: /^Logo address/ });
  await field.fill(host.url('/page.html'));
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await admin
    .getByText('This address does not lead to an image.', { exact: false })
    .first()
    .waitFor({ timeout: 15_000 });
  if (await admin.getByText(SAVED).count()) throw new Error('a web page was saved as the logo');
  if ((await field.getAttribute('aria-invalid')) !== 'true') {
    throw new Error('the logo field is not marked invalid');
  }
  await screenshot(admin, 'business-journey-07a-logo-refused');

  host.asked.length = 0;
  await field.fill(host.url('/logo.png'));
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await admin.getByText(SAVED).first().waitFor({ timeout: 15_000 });
  const preview = admin.getByRole('img', { name: 'Logo preview' });
  await preview.waitFor({ timeout: 15_000 });
  const seen = await preview.evaluate(async (image: HTMLImageElement) => {
    if (!image.complete) await new Promise((done) => image.addEventListener('load', done));
    return { src: image.currentSrc, width: image.naturalWidth };
  });
  if (new URL(seen.src).origin !== new URL(base).origin || !seen.src.includes('/logo?v=')) {
    throw new Error(`the preview loads ${seen.src}, not the service's copy`);
  }
  if (seen.width === 0) throw new Error('the logo preview did not load');
  if (host.asked.join() !== '/logo.png') {
    throw new Error(`the customer's host was asked ${host.asked.join(', ') || 'nothing'}`);
  }
  await screenshot(admin, 'business-journey-07b-logo');
}
