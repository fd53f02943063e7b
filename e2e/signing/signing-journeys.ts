// Every signing journey and the one signing step, one after the other,
// each on its own reference server.
import type { Browser } from 'playwright-core';
import { oneStepJourney } from './one-step-journey.ts';
import { placementJourney } from './placement-journey.ts';
import { unconfirmedJourney } from './unconfirmed-journey.ts';

export async function signingJourneys(browser: Browser, appDir: string): Promise<void> {
  await placementJourney(browser, appDir);
  await unconfirmedJourney(browser, appDir);
  await oneStepJourney(browser, appDir);
}
