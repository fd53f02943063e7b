// The maintenance commands, apart from process start-up so tests can run them on a test database.
//   start    [--blocking] [--message "…"] [--url URL] [--name "…"] [--minutes N]
//   schedule --at ISO-TIME [--blocking] [--message "…"] [--url URL] [--name "…"] [--minutes N]
//   stop     [--id ID]          ends the running maintenances (or the one given, even scheduled)
//   list                        the scheduled and running maintenances
//   invoice-manually --business ID [--plan NAME]   support: the business is invoiced by hand
//                               (payment method MANUAL), optionally on the given plan
//   revoke-certificate --serial HEX [--reason keyCompromise]   revokes a certificate the issuing
//                               CA issued: the OCSP responder and the CRL (/ocsp, /ca/crl) say so
// The status page (GET /status/api/v2/summary.json) shows the result at once; the app polls it
// every 60 s, so a blocking maintenance sends users to /maintenance within a minute. The rows are
// read and written by the system area's store (areas/system), through its index.ts.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Db } from '../db/connect.ts';
import { invoiceManually, ManualInvoicingRefused } from '../areas/billing/index.ts';
import {
  DEFAULT_MAINTENANCE_MINUTES,
  insertMaintenance,
  openMaintenances,
  plannedEnd,
  stopMaintenances,
} from '../areas/system/index.ts';
import {
  REVOCATION_REASON_NAMES,
  revokeCertificate,
  type RevocationReasonName,
} from '../areas/trust/index.ts';

export const USAGE = `Usage: npm run maintenance -- <command> [options]
  start    [--blocking] [--message "…"] [--url URL] [--name "…"] [--minutes N]
  schedule --at 2026-11-28T22:00:00Z [--blocking] [--message "…"] [--url URL] [--name "…"] [--minutes N]
  stop     [--id ID]
  list
  invoice-manually --business ID [--plan ent_custom]
  revoke-certificate --serial 4A3F… [--reason ${REVOCATION_REASON_NAMES.join('|')}]
--blocking sends users to the maintenance page; without it the app shows a banner with the link.`;

const DEFAULT_MESSAGE = {
  blocking: 'The service is under maintenance and will be back shortly.',
  banner: 'Maintenance in progress: some functions may be slower or briefly unavailable.',
};

export class UsageError extends Error {}

export interface MaintenanceOptions {
  blocking: boolean;
  message?: string;
  url?: string;
  name?: string;
  minutes: number;
  at?: string;
  id?: string;
  business?: string;
  plan?: string;
  serial?: string;
  reason?: RevocationReasonName;
}

export function parseMaintenanceArgs(argv: string[]): {
  command: string;
  options: MaintenanceOptions;
} {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        blocking: { type: 'boolean', default: false },
        message: { type: 'string' },
        url: { type: 'string' },
        name: { type: 'string' },
        minutes: { type: 'string' },
        at: { type: 'string' },
        id: { type: 'string' },
        business: { type: 'string' },
        plan: { type: 'string' },
        serial: { type: 'string' },
        reason: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  const commands = ['start', 'stop', 'schedule', 'list', 'invoice-manually', 'revoke-certificate'];
  if (!command || !commands.includes(command) || positionals[1]) {
    throw new UsageError(`Unknown command: ${positionals.join(' ') || '(none)'}`);
  }
  const minutes =
    values.minutes === undefined ? DEFAULT_MAINTENANCE_MINUTES : Number(values.minutes);
  if (!Number.isInteger(minutes) || minutes < 1) {
    throw new UsageError('--minutes must be a whole number of minutes, at least 1.');
  }
  if (values.url !== undefined && !/^https?:\/\/\S+$/.test(values.url)) {
    throw new UsageError('--url must be an http(s) address.');
  }
  if (values.message !== undefined && !values.message.trim()) {
    throw new UsageError('--message must not be empty.');
  }
  if (command === 'schedule') {
    if (!values.at || Number.isNaN(Date.parse(values.at))) {
      throw new UsageError('schedule needs --at with a date and time, e.g. 2026-11-28T22:00:00Z.');
    }
  } else if (values.at !== undefined) {
    throw new UsageError('--at belongs to schedule.');
  }
  if (command === 'invoice-manually' && !values.business?.trim()) {
    throw new UsageError('invoice-manually needs --business with the id of the business.');
  }
  if (command !== 'invoice-manually' && (values.business ?? values.plan) !== undefined) {
    throw new UsageError('--business and --plan belong to invoice-manually.');
  }
  const revoking = command === 'revoke-certificate';
  if (revoking && !/^(serial=)?[0-9a-fA-F:]{1,100}$/.test(values.serial?.trim() ?? '')) {
    throw new UsageError('revoke-certificate needs --serial with the hexadecimal serial number.');
  }
  const reason = values.reason ?? (revoking ? 'unspecified' : undefined);
  if (reason !== undefined && !(REVOCATION_REASON_NAMES as readonly string[]).includes(reason)) {
    throw new UsageError(`--reason must be one of ${REVOCATION_REASON_NAMES.join(', ')}.`);
  }
  if (!revoking && (values.serial ?? values.reason) !== undefined) {
    throw new UsageError('--serial and --reason belong to revoke-certificate.');
  }
  return {
    command,
    options: {
      serial: values.serial?.trim(),
      reason: reason as RevocationReasonName | undefined,
      blocking: values.blocking ?? false,
      message: values.message?.trim(),
      url: values.url,
      name: values.name?.trim() || undefined,
      minutes,
      at: values.at ? new Date(values.at).toISOString() : undefined,
      id: values.id,
      business: values.business?.trim(),
      plan: values.plan?.trim(),
    },
  };
}

function describe(row: {
  id: string;
  name: string;
  status: string;
  blocking: number;
  starts_at: string;
  ends_at: string | null;
}): string {
  const kind = row.blocking ? 'blocking' : 'banner';
  return `${row.id}  ${row.status}  ${kind}  ${row.starts_at} → ${plannedEnd(row)}  ${row.name}`;
}

/** Runs one command; answers the lines to print. */
export async function runMaintenanceCommand(
  db: Db,
  argv: string[],
  now: Date = new Date(),
): Promise<string[]> {
  const { command, options } = parseMaintenanceArgs(argv);
  const nowIso = now.toISOString();

  if (command === 'start' || command === 'schedule') {
    const startsAt = command === 'start' ? nowIso : options.at!;
    const row = {
      id: `mnt-${randomUUID().slice(0, 8)}`,
      name: options.name ?? (options.blocking ? 'Maintenance' : 'Partial maintenance'),
      status: command === 'start' ? ('in_progress' as const) : ('scheduled' as const),
      blocking: options.blocking ? 1 : 0,
      message: options.message ?? DEFAULT_MESSAGE[options.blocking ? 'blocking' : 'banner'],
      url: options.url ?? null,
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + options.minutes * 60_000).toISOString(),
      created_at: nowIso,
    };
    await insertMaintenance(db, row);
    return [`${command === 'start' ? 'Started' : 'Scheduled'}: ${describe(row)}`];
  }

  if (command === 'invoice-manually') {
    try {
      const done = await invoiceManually(db, options.business!, { plan: options.plan, now });
      return [
        `Invoiced manually: ${done.businessId}  ${done.name}  plan ${done.plan} (was ${done.previousPaymentMethod})`,
      ];
    } catch (error) {
      if (error instanceof ManualInvoicingRefused) throw new UsageError(error.message);
      throw error;
    }
  }

  if (command === 'revoke-certificate') {
    const done = await revokeCertificate(db, options.serial!, options.reason!, now);
    if (done.outcome === 'unknown') {
      throw new UsageError(`No certificate with serial ${done.serial} was issued by this CA.`);
    }
    if (done.outcome === 'already-revoked') {
      return [`Already revoked: ${done.serial} since ${done.revokedAt}`];
    }
    return [`Revoked: ${done.serial}  ${done.subject}  at ${done.revokedAt} (${options.reason})`];
  }

  if (command === 'stop') {
    const stopped = await stopMaintenances(db, { id: options.id, now: nowIso });
    if (stopped.length === 0) {
      return [options.id ? `No open maintenance ${options.id}.` : 'No maintenance is running.'];
    }
    return stopped.map((row) => `Stopped: ${row.id}  ${row.name}`);
  }

  const open = await openMaintenances(db);
  return open.length ? open.map(describe) : ['No maintenance is scheduled or running.'];
}
