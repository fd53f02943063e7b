// What check:data found and did, and the report it prints.

export type ProblemKind =
  | 'missing_file'
  | 'incomplete_version'
  | 'signature_count'
  | 'event_chain'
  | 'trail'
  | 'orphan_file'
  | 'stale_reservation'
  | 'dead_lock'
  | 'clear_secret'
  | 'unsealable_secret';

export interface Problem {
  kind: ProblemKind;
  /** What it is about: "document <id>", "request <id>", "file <key>", … */
  subject: string;
  detail: string;
  /** `--repair` fixes it (orphans, stale reservations, locks of dead processes). */
  repairable: boolean;
}

export interface CheckReport {
  database: string;
  filesDir: string;
  documents: number;
  requests: number;
  files: number;
  /** Files outside the folders the database names (not judged). */
  unknownFiles: number;
  /** Reservations of signatures in progress (not a problem). */
  signingNow: number;
  /** Stored secrets checked (webhook signing secrets, SSO client secrets). */
  secrets: number;
  problems: Problem[];
  /** What --repair did, one line each. */
  repaired: string[];
  ok: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The report as printed by `npm run check:data`. */
export function formatReport(report: CheckReport): string {
  const byKind = (...kinds: ProblemKind[]) =>
    report.problems.filter((p) => kinds.includes(p.kind)).length;
  const lines = [
    `check:data — ${report.database}, files in ${report.filesDir}`,
    `  documents:    ${plural(report.documents, 'document')} checked; ${byKind('missing_file')} missing file(s), ${byKind('incomplete_version', 'signature_count')} incomplete version(s)`,
    `  requests:     ${plural(report.requests, 'request')} checked; ${byKind('event_chain')} broken chain(s), ${byKind('trail')} trail problem(s)`,
    `  files:        ${plural(report.files, 'file')} stored; ${byKind('orphan_file')} orphan(s)${report.unknownFiles ? `; ${report.unknownFiles} outside the known folders (not judged)` : ''}`,
    `  signing:      ${report.signingNow} in progress; ${byKind('stale_reservation')} stale reservation(s), ${byKind('dead_lock')} lock(s) of dead processes`,
    `  secrets:      ${plural(report.secrets, 'secret')} checked; ${byKind('clear_secret')} in clear, ${byKind('unsealable_secret')} that do not open`,
  ];
  if (report.repaired.length) {
    lines.push('', 'Repaired:', ...report.repaired.map((line) => `  - ${line}`));
  }
  if (report.problems.length) {
    lines.push('', 'Problems:');
    for (const p of report.problems) {
      lines.push(
        `  - [${p.kind}] ${p.subject}: ${p.detail}${p.repairable ? ' (--repair fixes it)' : ''}`,
      );
    }
  }
  lines.push(
    '',
    report.ok
      ? 'OK: the database and the storage agree.'
      : `FAILED: ${plural(report.problems.length, 'problem')}.`,
  );
  return lines.join('\n');
}
