// System operations: the server time and the status page built from the maintenance table, with
// the maintenance CLI driving it, so the app's rule (docs/product.md#states-maintenance: "status INPROGRESS is blocking
// when a component in a matching group is affected") can be seen on real answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/openapi.d.ts';
import {
  parseMaintenanceArgs,
  runMaintenanceCommand,
  UsageError,
} from '../../src/cli/maintenance-command.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { contractErrors, handlersForTest } from './contract-schema.ts';

type Summary = components['schemas']['StatusSummary'];
type ComponentsPage = components['schemas']['StatusComponents'];

/** The app's derivation of the active maintenance (docs/product.md#entities-maintenance, docs/product.md#states-maintenance), as a client sees it. */
function activeMaintenance(summary: Summary, list: ComponentsPage['components']) {
  const groups = list.filter((c) => c.group).map((c) => c.id);
  const running = summary.scheduled_maintenances.filter((m) => m.status === 'INPROGRESS');
  if (!running.length) return undefined;
  const blocking = running.find((m) =>
    m.components.some((c) => c.group_id !== null && groups.includes(c.group_id)),
  );
  return { url: (blocking ?? running[0]).shortlink, isBlocking: blocking !== undefined };
}

describe('system operations', () => {
  let server: TestServer;
  const get = async <T>(url: string) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(contractErrors('get', url, 200, response.json())).toEqual([]);
    return response.json() as T;
  };
  const cli = (...argv: string[]) => runMaintenanceCommand(server.testDb.db, argv);
  const state = async () => {
    const summary = await get<Summary>('/status/api/v2/summary.json');
    const page = await get<ComponentsPage>('/status/api/v2/components.json');
    return { summary, page, active: activeMaintenance(summary, page.components) };
  };

  beforeAll(async () => {
    server = await createTestServer({
      config: { publicUrl: 'http://127.0.0.1:8080' },
      handlers: await handlersForTest(),
    });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.testDb.db.deleteFrom('maintenances').execute();
  });

  it('GET /v1/datetime answers the current time per contract, without a token', async () => {
    const before = Date.now();
    const { dateTime } = await get<{ dateTime: string }>('/v1/datetime');
    expect(Date.parse(dateTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(dateTime)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('without maintenance everything is operational and nothing is active', async () => {
    const { summary, page, active } = await state();
    expect(summary.status).toEqual({ indicator: 'none', description: 'All Systems Operational' });
    expect(summary.scheduled_maintenances).toEqual([]);
    expect(summary.incidents).toEqual([]);
    expect(page.components.map((c) => [c.id, c.status])).toEqual([
      ['grp-platform', 'operational'],
      ['cmp-web', 'operational'],
      ['cmp-api', 'operational'],
      ['cmp-signing', 'operational'],
      ['cmp-identification', 'operational'],
    ]);
    expect(page.components[0].components).toEqual([
      'cmp-web',
      'cmp-api',
      'cmp-signing',
      'cmp-identification',
    ]);
    expect(active).toBeUndefined();
  });

  it('`start --blocking` puts the platform under maintenance and the app would block', async () => {
    const [line] = await cli(
      'start',
      '--blocking',
      '--message',
      'Database upgrade',
      '--url',
      'https://status.signing.example/mnt',
    );
    expect(line).toMatch(/^Started: mnt-\w+ {2}in_progress {2}blocking/);
    const { summary, page, active } = await state();
    expect(active).toEqual({ url: 'https://status.signing.example/mnt', isBlocking: true });
    expect(summary.active_maintenance).toEqual(active);
    expect(summary.status.indicator).toBe('maintenance');
    expect(page.components.every((c) => c.status === 'under_maintenance')).toBe(true);
    const [maintenance] = summary.scheduled_maintenances;
    expect(maintenance).toMatchObject({
      status: 'INPROGRESS',
      isBlocking: true,
      impact: 'maintenance',
    });
    expect(maintenance.components.map((c) => c.id)).toEqual([
      'cmp-web',
      'cmp-api',
      'cmp-signing',
      'cmp-identification',
    ]);
    expect(maintenance.incident_updates[0]).toMatchObject({
      status: 'INPROGRESS',
      body: 'Database upgrade',
    });
    expect(maintenance.incident_updates[0].affected_components?.[0]).toEqual({
      code: 'cmp-web',
      name: 'Web application',
      old_status: 'operational',
      new_status: 'under_maintenance',
    });
    expect(Date.parse(maintenance.scheduled_until) - Date.parse(maintenance.scheduled_for)).toBe(
      60 * 60_000,
    );
  });

  it('`start` without --blocking only shows the banner; `stop` ends it', async () => {
    await cli('start', '--minutes', '30');
    let { summary, page, active } = await state();
    expect(active).toEqual({
      url: 'http://127.0.0.1:8080/status/api/v2/summary.json',
      isBlocking: false,
    });
    expect(summary.status.indicator).toBe('minor');
    expect(summary.active_maintenance).toEqual(active);
    expect(summary.scheduled_maintenances[0]).toMatchObject({
      status: 'INPROGRESS',
      isBlocking: false,
      impact: 'minor',
      components: [],
    });
    expect(page.components.every((c) => c.status === 'operational')).toBe(true);

    expect((await cli('stop'))[0]).toMatch(/^Stopped: mnt-/);
    ({ summary, page, active } = await state());
    expect(active).toBeUndefined();
    expect(summary.active_maintenance).toBeNull();
    expect(summary.scheduled_maintenances).toEqual([]);
    expect(await cli('stop')).toEqual(['No maintenance is running.']);
  });

  it('after a blocking maintenance stops, the components are operational since its end', async () => {
    await cli('start', '--blocking');
    await cli('stop');
    const row = await server.testDb.db
      .selectFrom('maintenances')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    const { page } = await state();
    expect(page.components.every((c) => c.status === 'operational')).toBe(true);
    expect(page.components[1].updated_at).toBe(row.ends_at);
  });

  it('a scheduled maintenance is listed as upcoming and is not active', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    await cli('schedule', '--at', at, '--blocking', '--name', 'Database upgrade');
    const { summary, page, active } = await state();
    expect(active).toBeUndefined();
    expect(summary.status.indicator).toBe('none');
    expect(summary.scheduled_maintenances[0]).toMatchObject({
      name: 'Database upgrade',
      status: 'NOTSTARTEDYET',
      isBlocking: false,
      scheduled_for: at,
      started_at: null,
    });
    expect(summary.scheduled_maintenances[0].incident_updates.map((u) => u.status)).toEqual([
      'NOTSTARTEDYET',
    ]);
    expect(summary.active_maintenance).toBeNull();
    expect(page.components.every((c) => c.status === 'operational')).toBe(true);
    expect((await cli('list'))[0]).toMatch(/scheduled {2}blocking/);
  });
});

describe('maintenance CLI arguments', () => {
  it.each([
    [['pause'], /Unknown command/],
    [[], /Unknown command/],
    [['start', '--minutes', '0'], /--minutes/],
    [['start', '--url', 'javascript:alert(1)'], /--url/],
    [['start', '--message', '  '], /--message/],
    [['schedule'], /--at/],
    [['schedule', '--at', 'tomorrow'], /--at/],
    [['start', '--at', '2026-11-28T22:00:00Z'], /--at belongs to schedule/],
    [['start', '--bogus'], /Unknown option/],
  ])('%j is refused', (argv, message) => {
    expect(() => parseMaintenanceArgs(argv)).toThrow(UsageError);
    expect(() => parseMaintenanceArgs(argv)).toThrow(message);
  });

  it('reads the options of start', () => {
    expect(
      parseMaintenanceArgs(['start', '--blocking', '--message', ' Back soon ', '--minutes', '15'])
        .options,
    ).toMatchObject({ blocking: true, message: 'Back soon', minutes: 15 });
  });
});
