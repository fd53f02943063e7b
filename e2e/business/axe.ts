// axe-core in the page: the serious and critical violations of what is on screen, as short lines
// ("rule: target"), so a check can name them.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * `labelInName`: also axe's label-content-name-mismatch, experimental in axe and so off by
 * default — a button named otherwise than it reads is a barrier to speech input (WCAG 2.5.3).
 */
export async function seriousViolations(
  page: Page,
  options: { labelInName?: boolean } = {},
): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (labelInName) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<unknown> };
      }
    ).axe;
    const result = (await axe.run(document, {
      rules: { 'label-content-name-mismatch': { enabled: labelInName } },
    })) as { violations: AxeViolation[] };
    return result.violations;
  }, options.labelInName === true);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** True when the page scrolls sideways (wider than the window). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}
