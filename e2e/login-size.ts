// Measures the JavaScript the login route downloads ("the first route's JavaScript stays
// small because forms, dialogs and business screens are lazy"): every script requested until the
// form shows, gzipped as a server would send it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { settle } from './lib/browser.ts';

export async function loginScriptSize(browser: Browser, base: string, outDir: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${base}/login`);
  await settle(page);
  await page.locator('input[type="password"]').first().waitFor();
  await context.close();
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const body = readFileSync(path.join(outDir, script));
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: scripts.size, raw, gzip };
}
