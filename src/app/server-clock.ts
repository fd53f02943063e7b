// Keeps the app's idea of the server's time current (src/lib/server-time.ts): asked at start,
// whenever the tab comes back into view and every minute; each refresh is skipped when the last
// answer is under 2 s old.
import { getDateTime } from '@generated/api/system/system';
import { refreshServerTime } from '@/lib/server-time';

const REFRESH_EVERY_MS = 60_000;

export function installServerClock(): void {
  const refresh = () => void refreshServerTime(async () => (await getDateTime()).data);
  refresh();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
  window.addEventListener('focus', refresh);
  setInterval(refresh, REFRESH_EVERY_MS);
}
