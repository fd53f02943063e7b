// A customer story as numbered steps. Each step acts, then is photographed
// (e2e/screenshots/stories/<story>/<nn>-<step>.png) and checked: no console error on the page
// since its last step and, on a phone, no sideways scroll at its width. A step that throws stops
// the story: the run fails with the step's name, the reason and the screenshot's path. Findings
// that do not stop the customer (a crash page a reload gets past, a missing link typed by hand)
// are `expect`ed: they fail the run too, and the story goes on.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { scrollsSideways } from '../../business/axe.ts';
import { SCREENSHOTS } from '../../lib/flows.ts';
import { check } from '../../lib/report.ts';

/** Thrown by a failed step: the story cannot go on (already reported). */
export class StoryStopped extends Error {}

interface Watched {
  errors: string[];
  /** Responses of 400 and more, to name the call behind a "Failed to load resource" error. */
  failed: string[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** The first line of an error, and for a locator's timeout what it was waiting for. */
function reasonOf(error: Error): string {
  const lines = error.message.split('\n');
  const waiting = lines.find((line) => line.includes('waiting for'));
  // eslint-disable-next-line no-control-regex
  const clean = (line: string) => line.replace(/\u001b\[\d+m/g, '').trim();
  return [lines[0], waiting]
    .filter(Boolean)
    .map((line) => clean(line!))
    .join(' — ');
}

export class Story {
  readonly dir: string;
  private count = 0;
  /** The screenshot of the step running (or last run): where a finding can be seen. */
  private current = '';
  private readonly watched = new Map<Page, Watched>();
  readonly contexts: BrowserContext[] = [];

  constructor(
    /** Folder and prefix, e.g. "a-business". */
    readonly id: string,
    /** How the report names the story, e.g. "story (a) business". */
    readonly title: string,
  ) {
    this.dir = path.join(SCREENSHOTS, 'stories', id);
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  /** Starts collecting a page's console errors and uncaught exceptions. */
  watch(page: Page): Page {
    const state: Watched = { errors: [], failed: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') state.errors.push(message.text());
    });
    page.on('pageerror', (error) => state.errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) {
        const url = new URL(response.url());
        state.failed.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
      }
    });
    this.watched.set(page, state);
    return page;
  }

  /** The path the next step's screenshot gets (or got) for `name`. */
  private file(n: number, name: string): string {
    return path.join(this.dir, `${String(n).padStart(2, '0')}-${slug(name)}.png`);
  }

  private label(n: number, name: string) {
    return `${this.title}: ${String(n).padStart(2, '0')} ${name}`;
  }

  /**
   * One step on `page`: runs it, photographs the page, checks it. Throws StoryStopped when the
   * step fails (reported with the reason and the screenshot).
   */
  async step<T>(name: string, page: Page, run: () => Promise<T>): Promise<T> {
    this.count += 1;
    const n = this.count;
    const shot = this.file(n, name);
    this.current = shot;
    let value: T;
    try {
      value = await run();
    } catch (error) {
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      const reason = reasonOf(error as Error);
      check(this.label(n, name), false, `${reason}\n    screenshot: ${shot}`);
      throw new StoryStopped(name);
    }
    await page.screenshot({ path: shot, fullPage: true });
    check(this.label(n, name), true);
    await this.pageChecks(n, name, page, shot);
    return value;
  }

  /** A finding that does not stop the story; its detail names the step's screenshot. */
  expect(name: string, ok: boolean, detail = ''): void {
    check(this.label(this.count, name), ok, `${detail}\n    screenshot: ${this.current}`);
  }

  /** An extra screenshot within the current step (e.g. the moment a finding shows). */
  async shot(page: Page, name: string): Promise<string> {
    const file = this.file(this.count, name);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  }

  private async pageChecks(n: number, name: string, page: Page, shot: string) {
    const state = this.watched.get(page);
    if (state) {
      check(
        `${this.label(n, name)}: no console error`,
        state.errors.length === 0,
        `${state.errors
          .map((error) => error.split('\n')[0])
          .join(' | ')
          .slice(0, 600)} (answers: ${state.failed.join(', ') || 'none'})\n    screenshot: ${shot}`,
      );
      state.errors.length = 0;
      state.failed.length = 0;
    }
    const width = page.viewportSize()?.width ?? 1280;
    if (width <= 390) {
      check(
        `${this.label(n, name)}: no sideways scroll at ${width} px`,
        !(await scrollsSideways(page)),
        `the page is ${await page.evaluate(() => document.documentElement.scrollWidth)} px wide\n    screenshot: ${shot}`,
      );
    }
  }

  /** Runs the story's body; a stopped story is reported already, anything else here. */
  async run(body: () => Promise<void>): Promise<void> {
    try {
      await body();
    } catch (error) {
      if (!(error instanceof StoryStopped)) {
        check(`${this.title}: runs outside its steps`, false, (error as Error).message);
      }
    } finally {
      await Promise.all(this.contexts.map((context) => context.close().catch(() => undefined)));
    }
  }
}
