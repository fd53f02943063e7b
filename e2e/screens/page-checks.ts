// What the screens check asks of every page, measured inside the browser: the generic data view,
// labels made from property names, broken images, sideways scroll and axe-core's serious and
// critical violations.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

export interface PageFindings {
  dataView: number;
  labels: string[];
  brokenImages: string[];
  overflow: number;
  axe: string[];
}

export async function inspectPage(page: Page, labels: string[]): Promise<PageFindings> {
  // Images load lazily: give them a moment, then judge the ones the browser tried.
  await page.waitForTimeout(300);
  const found = await page.evaluate((wanted) => {
    const set = new Set(wanted);
    const seen = new Set<string>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!(element as HTMLElement).checkVisibility?.()) continue;
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
        .replace(/:$/, '');
      if (own && set.has(own)) seen.add(own);
    }
    const broken = Array.from(document.images)
      .filter((image) => image.complete && image.currentSrc !== '' && image.naturalWidth === 0)
      .map((image) => image.currentSrc.slice(0, 120));
    return {
      dataView: document.querySelectorAll('[data-testid="generic-data-view"]').length,
      labels: [...seen],
      brokenImages: broken,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, labels);
  await page.addScriptTag({ path: AXE });
  const axe = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}) at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
  });
  return { ...found, axe };
}
