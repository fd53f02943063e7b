// The page's entry: starts the app (main.tsx) once the browser has painted the page's first frame
// (under the product bar, the bar and a spinner: server/src/plugins/boot-shell.ts). Imported
// statically, the app's code would run first whenever its scripts were already downloaded (a fast
// network, a cached visit): React, i18next and the boot's modules take some hundred milliseconds
// of a phone's CPU, and the first paint waited behind them (Lighthouse's mobile estimate then
// counted the app's whole download before the first paint: 2.8 s instead of 0.7 s).
// The scripts still download at once: the page names them (`<link rel="modulepreload">`,
// server/src/plugins/app-files.ts); waiting one frame only orders their evaluation after the paint.
// The first screen's calls and texts start in the same callback, right before the app's import:
// they travel while the app's scripts download (early-start.ts).
import { startEarlyRequests } from './early-start';

const start = () => {
  startEarlyRequests();
  void import('./main');
};

// A hidden tab paints no frame (and runs no animation-frame callback) until it is shown.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
