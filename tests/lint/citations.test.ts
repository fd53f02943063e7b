// Every citation of docs/product.md or docs/architecture.md leads to an anchor that exists, and no
// file of the repository points its reader at something they cannot follow: an issue by its
// number, the specifications by their retired name, design notes the repository never held, or
// (in the contract, which API users read) our own documents and files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract, root } from '../support/contract.ts';

/** What is read: the source, tests, scripts, documents, the contract and what it generates. */
const FOLDERS = [
  'server',
  'src',
  'tests',
  'e2e',
  'scripts',
  'contract-tests',
  'bench',
  'openapi',
  'generated',
  'docs',
  'locales',
];
const ROOT_FILES = /\.(?:md|ts|js|mjs|cjs|json|html)$/;
const TEXT = /\.(?:ts|tsx|js|mjs|cjs|json|ya?ml|md|txt|html|css|sh|sql)$/;
const SKIP = new Set(['node_modules', 'dist', '.dist', '.dist-sentry', 'screenshots', 'data']);
const SELF = 'tests/lint/citations.test.ts';

/**
 * Files where "seed" has its ordinary meaning, not the specifications': the start value of a
 * pseudo-random generator, rows written into a test database, a check that a form never shows
 * the word, the name of the team's shared folder.
 */
const SEED_MEANS_SOMETHING_ELSE = new Set([
  'bench/lib/world.ts',
  'server/test/activity/support.ts',
  'server/test/infra/db/read-pool.test.ts',
  'server/test/robustness/fuzz.test.ts',
  'server/test/robustness/fuzz/prng.ts',
  'server/test/robustness/fuzz/report.ts',
  'server/test/robustness/fuzz/run.ts',
  'server/test/signature-requests/list-prepared.test.ts',
  'server/test/signature-requests/list-query-plan-postgres.test.ts',
  'server/test/signature-requests/list-world.ts',
  'tests/app/forms/schema-form.test.tsx',
  'tests/lint/inside-repository.test.ts',
]);

export type Anchors = Record<'product' | 'architecture', ReadonlySet<string>>;

/** The explicit anchors of a document: `<a id="x"></a>` or a `{#x}` heading id. */
export function anchorsOf(markdown: string): Set<string> {
  const ids = new Set<string>();
  for (const [, html, heading] of markdown.matchAll(/<a id="([\w-]+)"><\/a>|\{#([\w-]+)\}/g))
    ids.add(html ?? heading);
  return ids;
}

/** What is wrong in `text` (the file `file`, relative to the root), one sentence per finding. */
export function citationProblems(text: string, file: string, anchors: Anchors): string[] {
  const problems: string[] = [];
  for (const [cited, doc, id] of text.matchAll(/docs\/(product|architecture)\.md#([\w-]+)/g)) {
    if (!anchors[doc as keyof Anchors].has(id)) problems.push(`${cited} has no such anchor`);
  }
  // A document's links to its own sections.
  const own = /^docs\/(product|architecture)\.md$/.exec(file)?.[1] as keyof Anchors | undefined;
  if (own) {
    for (const [, id] of text.matchAll(/\]\(#([\w-]+)\)/g))
      if (!anchors[own].has(id)) problems.push(`#${id} has no such anchor in ${file}`);
  }
  if (/docs\/specification\//.test(text))
    problems.push('cites docs/product.md (now docs/product.md)');
  // The design notes were never part of the repository: what they said is docs/architecture.md's.
  for (const [design] of text.matchAll(/\bDESIGN(?:\.md\b|\s*§)/g))
    problems.push(`cites "${design}", which is not in the repository: cite docs/architecture.md#…`);
  for (const [issue] of text.matchAll(/\bissues? #?\d+\b/gi))
    problems.push(`names "${issue}": say what is meant, not the issue`);
  if (!SEED_MEANS_SOMETHING_ELSE.has(file)) {
    for (const [word] of text.matchAll(/\bseeds?\b/gi))
      problems.push(`says "${word}": cite docs/product.md instead`);
  }
  return problems;
}

/** What in a description of the contract points API users at our own documents or files. */
export function descriptionProblems(description: string): string[] {
  const problems: string[] = [];
  if (/\bdocs\//.test(description)) problems.push('names a docs/ path');
  if (/\b(?:src|server|tests|scripts|e2e)\/[\w./-]+/.test(description))
    problems.push('names a file of the repository');
  if (/\b[\w-]+\.(?:ts|tsx|mjs|cjs|md)\b/.test(description)) problems.push('names a source file');
  // A section sign is fine after the standard it belongs to (ISO 32000-2 §12.8.4.3).
  for (const [sign] of description.matchAll(/(?<!(?:ISO|RFC|ETSI|EN)[\s\d.-]*)§/g))
    problems.push(`cites a section (${sign}) of no standard`);
  if (/\bseeds?\b/i.test(description)) problems.push('says "seed"');
  return problems;
}

function filesUnder(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(relative));
    else if (TEXT.test(entry.name)) files.push(relative);
  }
  return files;
}

function repositoryFiles(): string[] {
  const top = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ROOT_FILES.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => name !== 'package-lock.json');
  return [...top, ...FOLDERS.flatMap(filesUnder)].filter((file) => file !== SELF);
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const anchors: Anchors = {
  product: anchorsOf(read('docs/product.md')),
  architecture: anchorsOf(read('docs/architecture.md')),
};

/** Every `description` and `summary` of the bundled contract, with where it is. */
function contractTexts(value: unknown, where = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => contractTexts(item, `${where}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]): [string, string][] =>
    (key === 'description' || key === 'summary') && typeof item === 'string'
      ? [[`${where}/${key}`, item]]
      : contractTexts(item, `${where}/${key}`),
  );
}

describe('the citation checker', () => {
  const sample: Anchors = {
    product: new Set(['states-session']),
    architecture: new Set(['server']),
  };

  it('passes a citation of an anchor that exists', () => {
    const text =
      '// Tokens live 24 h (docs/product.md#states-session; docs/architecture.md#server).';
    expect(citationProblems(text, 'src/probe.ts', sample)).toEqual([]);
  });

  it('fails a planted citation of an anchor that does not exist', () => {
    expect(
      citationProblems('// See docs/product.md#states-sesion.', 'src/probe.ts', sample),
    ).toEqual(['docs/product.md#states-sesion has no such anchor']);
    expect(citationProblems('see docs/architecture.md#nowhere', 'README.md', sample)).toHaveLength(
      1,
    );
    expect(citationProblems('[x](#nowhere)', 'docs/product.md', sample)).toHaveLength(1);
  });

  it('fails the retired specification, an issue number and the word for the specifications', () => {
    const cites = (text: string) => citationProblems(text, 'src/probe.ts', sample);
    expect(cites('docs/product.md#states')).toHaveLength(1);
    // Put together here so that no line of the repository cites an issue, not even this test.
    const issue = (number: string) => ['issue', number].join(' ');
    expect(cites(`as ${issue('18')} asked`)).toHaveLength(1);
    expect(cites(`(${issue('#7').replace('i', 'I')})`)).toHaveLength(1);
    expect(cites("the Seed's message")).toHaveLength(1);
    expect(cites('issues of the day, a seedling, 0 seeded rows')).toEqual([]);
  });

  it('fails a citation of the design notes, which are not in the repository', () => {
    const cites = (text: string) => citationProblems(text, 'src/probe.ts', sample);
    expect(cites('// fenced (DESIGN.md §5)')).toHaveLength(1);
    expect(cites('// rewrites break them (DESIGN §5)')).toHaveLength(1);
    expect(cites('// see DESIGN.md')).toHaveLength(1);
    expect(cites('// a DESIGNER, the design of it, docs/architecture.md#server')).toEqual([]);
  });

  it('reads explicit anchors in both forms', () => {
    expect([...anchorsOf('<a id="calls"></a>\n\n## Calls\n\n### Errors {#errors}\n')]).toEqual([
      'calls',
      'errors',
    ]);
  });

  it('fails a contract description that points at our files', () => {
    expect(descriptionProblems('Tokens live 24 hours (docs/product.md#states-session).')).toEqual([
      'names a docs/ path',
      'names a source file',
    ]);
    expect(descriptionProblems('As docs/product.md#calls says')).toHaveLength(2);
    expect(descriptionProblems('The DSS (ISO 32000-2 §12.8.4.3) of a PDF.')).toEqual([]);
  });
});

describe('the repository', () => {
  it('cites only anchors that exist, and no issue number or retired name', () => {
    const problems = repositoryFiles().flatMap((file) =>
      citationProblems(read(file), file, anchors).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('has product and architecture documents with their anchors', () => {
    expect(anchors.product.size).toBeGreaterThan(50);
    expect(anchors.architecture.has('how-to-operation')).toBe(true);
  });

  it("speaks to API users in the contract's descriptions, not of our documents and files", () => {
    const problems = contractTexts(loadContract()).flatMap(([where, text]) =>
      descriptionProblems(text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
