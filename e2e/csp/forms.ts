// The schema forms under the content security policy: every form on a page (the schema form and
// the light login's mark their root with data-schema-form="<operationId>") is made invalid and
// submitted, so its generated validators really run and show their messages; the forms that
// open from a button (dialogs, an inline editor) are opened first. The operations the app's
// forms render are read from its source, so a new form the journey does not reach fails it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
const en = (namespace: string) =>
  JSON.parse(readFileSync(path.join(root, `locales/en-gb/${namespace}.json`), 'utf8'));

/** The operationIds of the generated schemas that the app's forms render. */
export function formOperations(): string[] {
  const src = path.join(root, 'src');
  const operations = new Set<string>();
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    if (!/<(Light)?SchemaForm\b/.test(source)) continue;
    for (const match of source.matchAll(/from '@generated\/schemas\/(\w+)\.json'/g))
      operations.add(match[1]);
  }
  return [...operations].sort();
}

// Texts a field can be given that its schema refuses: an e-mail without its @, and nothing at all
// for the others (the required ones then say so). Selects, checkboxes and files keep their value.
const EDITABLE =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea';

async function makeInvalid(form: Locator): Promise<void> {
  const fields = form.locator(EDITABLE);
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    await field.fill((await field.getAttribute('type')) === 'email' ? 'not-an-email' : '');
  }
}

/** The form's own submit button, or the one a dialog's footer points at it with `form=`. */
async function submitButton(page: Page, form: Locator): Promise<Locator> {
  const own = form.locator('button[type="submit"]');
  if (await own.count()) return own.first();
  const id = await form.locator('form').first().getAttribute('id');
  return page.locator(`button[form="${id}"]`).first();
}

export interface FormResult {
  operation: string;
  /** Fields marked invalid after the submit: the validators ran and found the errors. */
  invalidFields: number;
}

/** Submits, invalid, every visible form of the page that `skip` does not name. */
export async function submitInvalidForms(
  page: Page,
  skip: ReadonlySet<string>,
): Promise<FormResult[]> {
  const results: FormResult[] = [];
  const forms = page.locator('[data-schema-form]');
  for (let index = 0; index < (await forms.count()); index += 1) {
    const form = forms.nth(index);
    const operation = (await form.getAttribute('data-schema-form')) ?? '?';
    if (skip.has(operation) || !(await form.isVisible())) continue;
    await makeInvalid(form);
    await (await submitButton(page, form)).click();
    // A form whose validators are still loading holds the submit until they are in.
    await form
      .locator('[aria-invalid="true"]')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    results.push({ operation, invalidFields: await form.locator('[aria-invalid="true"]').count() });
  }
  return results;
}

/** A form that a button of the page opens, and how to open it. */
interface FormOpener {
  name: string;
  /** Visible when the page offers the form. */
  trigger: (page: Page) => Locator;
  open: (page: Page) => Promise<void>;
}

const business = en('business');
const profileScreens = en('profile-screens');

export const FORM_OPENERS: FormOpener[] = [
  {
    name: 'the delete-account dialog',
    trigger: (page) => page.getByRole('button', { name: profileScreens.deleteAccount.button }),
    open: async (page) => {
      await page.getByRole('button', { name: profileScreens.deleteAccount.button }).click();
    },
  },
  {
    name: 'the delegate dialog',
    trigger: (page) => page.getByTestId('delegate'),
    open: async (page) => {
      await page.getByTestId('delegate').first().click();
    },
  },
  {
    // The description editor of an API user: one is created first, through the form.
    name: 'the API user editor',
    trigger: (page) => page.locator('[data-schema-form="createApiUser"]'),
    open: async (page) => {
      const create = page.locator('[data-schema-form="createApiUser"]');
      await create.locator('input').first().fill('Policy check');
      await create.locator('button[type="submit"]').click();
      // Each row's button is named after its user: "Edit the description of <username>".
      const name = new RegExp(`^${business.api.editOf.replace('{{username}}', '.+')}$`);
      const edit = page.getByRole('button', { name }).first();
      await edit.waitFor({ timeout: 10_000 });
      await edit.click();
    },
  },
];

/** Waits until a form the opener brought is on the page. */
export async function formAppears(page: Page, before: number): Promise<void> {
  await page
    .waitForFunction(
      (count) => document.querySelectorAll('[data-schema-form]').length > count,
      before,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}
