// The screens check against the reference server (`npm start` with the built app, a fresh data
// folder): its world is made through the API first (reference-world.ts), then every route is
// visited like on the mock.
import type { Browser } from 'playwright-core';
import { check } from '../lib/report.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { referenceWorld } from './reference-world.ts';
import { screensCheck } from './screens.ts';

export async function referenceScreens(
  browser: Browser,
  appDir: string,
  options: { shots: boolean },
): Promise<void> {
  const server = await startReferenceServer(appDir);
  try {
    const world = await referenceWorld(server.url).catch((error: Error) => {
      check(
        'screens on the reference server: its world is made through the API',
        false,
        error.message,
      );
      throw error;
    });
    await screensCheck(browser, world, options);
  } finally {
    await stopReferenceServer(server);
  }
}
