// Starts error reporting (src/lib/integrations/error-reporting.ts) once the first screen is up, so
// the SDK never delays it; nothing happens when no DSN is configured or reporting is disabled.
import { errorReportingConfig, startErrorReporting } from '@/lib/integrations/error-reporting';

export function installErrorReporting(): void {
  const config = errorReportingConfig(import.meta.env);
  if (!config) return;
  const start = () =>
    void startErrorReporting(config).catch((error: unknown) =>
      console.warn('error reporting did not start', error),
    );
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
