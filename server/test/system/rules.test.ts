// The pure status-page rules of the system area (areas/system/rules.ts), without a database or
// server. docs/product.md#states-maintenance: "Maintenance: status INPROGRESS is blocking when a component in a
// matching group is affected … Non-blocking maintenance shows the banner"; docs/product.md#entities-maintenance "Active
// maintenance: url, isBlocking". A blocking maintenance affects every part of grp-platform, a
// non-blocking one none.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAINTENANCE_MINUTES,
  PLATFORM_COMPONENT_IDS,
  PLATFORM_GROUP_ID,
  effectiveRows,
  plannedEnd,
  statusComponents,
  statusComponentsPage,
  statusPageUrl,
  statusSummary,
  type MaintenanceRow,
} from '../../src/areas/system/rules.ts';
import { contractErrors } from './contract-schema.ts';

const base: MaintenanceRow = {
  id: 'mnt-1',
  name: 'Database upgrade',
  status: 'scheduled',
  blocking: 1,
  message: 'Signing will be unavailable.',
  url: null,
  starts_at: '2026-11-28T22:00:00.000Z',
  ends_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
};
const publicUrl = 'http://127.0.0.1:8080';
const during = new Date('2026-11-28T22:30:00Z');
const before = new Date('2026-11-25T10:00:00Z');

describe('status page rules', () => {
  it('a scheduled maintenance whose start has come is in progress, announcement kept', () => {
    const summary = statusSummary({
      open: [base],
      publicUrl,
      now: during,
    });
    const [m] = summary.scheduled_maintenances;
    expect(m).toMatchObject({ status: 'INPROGRESS', isBlocking: true });
    expect(m.started_at).toBe(base.starts_at);
    expect(m.scheduled_until).toBe('2026-11-28T23:00:00.000Z');
    expect(m.incident_updates.map((u) => u.status)).toEqual(['INPROGRESS', 'NOTSTARTEDYET']);
    expect(summary.components.every((c) => c.status === 'under_maintenance')).toBe(true);
    expect(contractErrors('get', '/status/api/v2/summary.json', 200, summary)).toEqual([]);
  });

  it('before its start it stays scheduled', () => {
    const summary = statusSummary({
      open: [base],
      publicUrl,
      now: before,
    });
    expect(summary.scheduled_maintenances[0].status).toBe('NOTSTARTEDYET');
    expect(summary.components.every((c) => c.status === 'operational')).toBe(true);
  });
});

describe('effective rows', () => {
  it('moves a due scheduled row to in progress and drops completed ones', () => {
    const rows = effectiveRows({
      open: [base, { ...base, id: 'mnt-2', status: 'completed' }],
      publicUrl,
      now: during,
    });
    expect(rows.map((row) => [row.id, row.status])).toEqual([['mnt-1', 'in_progress']]);
    expect(effectiveRows({ open: [base], publicUrl, now: before })[0].status).toBe('scheduled');
  });
});

describe('components (docs/product.md#states "blocking when a component in a matching group is affected")', () => {
  it('are the platform group and its parts, operational without maintenance', () => {
    const list = statusComponents({ open: [], publicUrl, now: during });
    expect(list.map((c) => c.id)).toEqual([PLATFORM_GROUP_ID, ...PLATFORM_COMPONENT_IDS]);
    expect(list[0]).toMatchObject({ group: true, components: PLATFORM_COMPONENT_IDS });
    expect(list.slice(1).every((c) => c.group_id === PLATFORM_GROUP_ID)).toBe(true);
    expect(list.every((c) => c.status === 'operational')).toBe(true);
  });

  it('are under maintenance while a blocking one runs, since its start', () => {
    const list = statusComponents({ open: [base], publicUrl, now: during });
    expect(list.every((c) => c.status === 'under_maintenance')).toBe(true);
    expect(list[1].updated_at).toBe(base.starts_at);
  });

  it('stay operational during a non-blocking one (the banner only)', () => {
    const open = [{ ...base, blocking: 0 }];
    expect(statusComponents({ open, publicUrl, now: during }).map((c) => c.status)).toEqual(
      Array(5).fill('operational'),
    );
    const summary = statusSummary({ open, publicUrl, now: during });
    expect(summary.status.indicator).toBe('minor');
    expect(summary.scheduled_maintenances[0]).toMatchObject({ impact: 'minor', components: [] });
  });

  it('changed last when the last blocking maintenance ended', () => {
    const ended = { ...base, status: 'completed' as const, ends_at: '2026-11-28T23:10:00.000Z' };
    const list = statusComponents({
      open: [],
      lastCompletedBlocking: ended,
      publicUrl,
      now: during,
    });
    expect(list[1]).toMatchObject({ status: 'operational', updated_at: ended.ends_at });
  });

  it('come as the components page of the contract', () => {
    const page = statusComponentsPage({ open: [base], publicUrl, now: during });
    expect(page.components).toHaveLength(5);
    expect(page.page.url).toBe(statusPageUrl(publicUrl));
    expect(contractErrors('get', '/status/api/v2/components.json', 200, page)).toEqual([]);
  });
});

describe('summary', () => {
  it('says all is operational without maintenance', () => {
    expect(statusSummary({ open: [], publicUrl, now: during }).status).toEqual({
      indicator: 'none',
      description: 'All Systems Operational',
    });
  });

  it('links a maintenance to its own page, else the status page (docs/product.md#entities-maintenance "url")', () => {
    const own = { ...base, url: 'https://status.signing.example/mnt' };
    expect(
      statusSummary({ open: [own], publicUrl, now: during }).scheduled_maintenances[0].shortlink,
    ).toBe(own.url);
    expect(
      statusSummary({ open: [base], publicUrl, now: during }).scheduled_maintenances[0].shortlink,
    ).toBe('http://127.0.0.1:8080/status/api/v2/summary.json');
  });
});

describe('planned end and addresses', () => {
  it(`plans ${DEFAULT_MAINTENANCE_MINUTES} minutes when no end is given`, () => {
    expect(plannedEnd(base)).toBe('2026-11-28T23:00:00.000Z');
    expect(plannedEnd({ ...base, ends_at: '2026-11-29T02:00:00.000Z' })).toBe(
      '2026-11-29T02:00:00.000Z',
    );
  });

  it('serves the status page under the public address', () => {
    expect(statusPageUrl('https://sign.example.ch')).toBe(
      'https://sign.example.ch/status/api/v2/summary.json',
    );
  });
});
