// A tiny result log: each check passes or fails with a reason; the run fails if any check did.
export interface Result {
  name: string;
  ok: boolean;
  detail?: string;
}

export const results: Result[] = [];

export function check(name: string, ok: boolean, detail?: string): void {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || !detail ? '' : `\n    ${detail}`}`);
}

export function summary(): number {
  const failed = results.filter((result) => !result.ok);
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length === 0 ? 0 : 1;
}
