// Every form that edits a request body goes through the schema form (src/components/schema-form/).
// A form built by hand says in its first line why the generated one cannot serve it:
// `// Hand-built form: <why>.` This lists those files and fails for one without that line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../../src');

/** A form element of its own, or a submit of its own handed to a dialog or overlay frame. */
const BUILDS_A_FORM = /<(chakra\.)?form[\s>]|onSubmit=\{(submit|\(event\)|\(\) =>)/;
const REASON = /^\/\/ Hand-built form: \S.*\.$/;
/** The schema forms themselves: rjsf's, and the light first screen's plain-HTML one. */
const SCHEMA_FORMS = [/^components\/schema-form\//, /^features\/auth\/light-schema-form\.tsx$/];

function handBuiltForms(): string[] {
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const source = readFileSync(file, 'utf8');
      return BUILDS_A_FORM.test(source) && !source.includes('<SchemaForm');
    })
    .map((file) => path.relative(src, file))
    .filter((file) => !SCHEMA_FORMS.some((pattern) => pattern.test(file)))
    .sort();
}

describe('hand-built forms', () => {
  const files = handBuiltForms();

  it('are found', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s says in its first line why the schema form cannot serve', (file) => {
    const first = readFileSync(path.join(src, file), 'utf8').split('\n', 1)[0];
    expect(first).toMatch(REASON);
  });

  it('are the only files that claim to be one', () => {
    const claimed = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => readFileSync(file, 'utf8').startsWith('// Hand-built form:'))
      .map((file) => path.relative(src, file))
      .sort();
    expect(claimed).toEqual(files);
  });
});
