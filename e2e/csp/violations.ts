// What the browser reports against the content security policy: every `securitypolicyviolation`
// event of the page's documents, caught by a listener installed before any script of the page
// runs (an init script, which the policy does not govern) and handed to the check at once (a
// binding, so a navigation loses none), and the console lines and uncaught errors that say the
// policy refused something ("Refused to evaluate …", "violates the following Content Security
// Policy").
import type { BrowserContext, Page } from 'playwright-core';

const BINDING = 'reportPolicyViolation';

export interface ViolationLog {
  /** The violations since the last `take()`, as readable lines. */
  take(): string[];
}

const POLICY_CONSOLE = /Content Security Policy|Refused to (evaluate|execute|load|apply|connect)/i;

export async function watchPolicyViolations(
  context: BrowserContext,
  page: Page,
): Promise<ViolationLog> {
  let found: string[] = [];
  await context.exposeBinding(BINDING, (_source, line: string) => {
    found.push(line);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (line: string) => void>)[binding];
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ` +
          `${event.sourceFile || location.pathname}:${event.lineNumber} (${event.disposition})`,
      );
    });
  }, BINDING);
  page.on('console', (message) => {
    if (POLICY_CONSOLE.test(message.text())) found.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (POLICY_CONSOLE.test(error.message)) found.push(`uncaught: ${error.message}`);
  });
  return {
    take() {
      const lines = found;
      found = [];
      return lines;
    },
  };
}
