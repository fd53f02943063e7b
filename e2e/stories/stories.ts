// The customer stories, one reference server for all of them with the built app, each
// story with its own people (fresh addresses) in their own browser contexts: (a) the business
// customer's whole story, (b) a personal user's external signer on a phone, (c) the first half of
// (a) by a German-speaking admin, (d) an invited person with an existing account. Screenshots go
// to e2e/screenshots/stories/<story>/<nn>-<step>.png.
import type { Browser } from 'playwright-core';
import { check } from '../lib/report.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { businessStory } from './business-story.ts';
import { existingAccountStory } from './existing-account-story.ts';
import { germanStory } from './german-story.ts';
import { phoneStory } from './phone-story.ts';

const STORIES = {
  a: businessStory,
  b: phoneStory,
  c: germanStory,
  d: existingAccountStory,
};

/** `STORIES=b,d` runs only those (while writing one); every story runs by default. */
const chosen = (process.env.STORIES ?? 'a,b,c,d').split(',').map((letter) => letter.trim());

export async function customerStories(browser: Browser, appDir: string): Promise<void> {
  let server;
  try {
    server = await startReferenceServer(appDir);
    check('stories: the reference server starts', true);
  } catch (error) {
    check('stories: the reference server starts', false, (error as Error).message);
    return;
  }
  const stamp = Date.now();
  try {
    // One after the other: the machine has two cores, and a story's pace is a person's.
    for (const [letter, story] of Object.entries(STORIES)) {
      if (chosen.includes(letter)) await story(browser, server.url, stamp);
    }
  } finally {
    await stopReferenceServer(server);
  }
}
