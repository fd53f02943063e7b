// docs/product.md#states-maintenance "Maintenance: status INPROGRESS is blocking when a component in a matching group is
// affected. Internal staff are exempt through a cookie. Non-blocking maintenance shows the
// banner." docs/product.md#constants-timing "Maintenance polling every 60 s."
import { describe, expect, it } from 'vitest';
import type { StatusComponent } from '../../../generated/model/statusComponent.ts';
import type { StatusScheduledMaintenance } from '../../../generated/model/statusScheduledMaintenance.ts';
import {
  activeMaintenance,
  hasBypassCookie,
  isInternalStaff,
  MAINTENANCE_POLL_MS,
  maintenanceRedirect,
} from '../../../src/lib/navigation/maintenance.ts';

const component = (id: string, group_id: string | null, group = false) =>
  ({ id, name: id, status: 'operational', group_id, group }) as StatusComponent;
const components = [component('grp-platform', null, true), component('cmp-api', 'grp-platform')];
const maintenance = (status: StatusScheduledMaintenance['status'], affected: StatusComponent[]) =>
  ({ status, shortlink: 'https://stspg.io/m', components: affected }) as StatusScheduledMaintenance;

describe('activeMaintenance', () => {
  it('polls every 60 s', () => {
    expect(MAINTENANCE_POLL_MS).toBe(60_000);
  });

  it('is blocking when INPROGRESS and a component of a matching group is affected', () => {
    const summary = { scheduled_maintenances: [maintenance('INPROGRESS', [components[1]])] };
    expect(activeMaintenance(summary, components)).toEqual({
      url: 'https://stspg.io/m',
      isBlocking: true,
    });
  });

  it('is non-blocking when no component of a matching group is affected', () => {
    const other = component('cmp-x', 'grp-other');
    const summary = { scheduled_maintenances: [maintenance('INPROGRESS', [other])] };
    expect(activeMaintenance(summary, components)?.isBlocking).toBe(false);
    const narrowed = { scheduled_maintenances: [maintenance('INPROGRESS', [components[1]])] };
    expect(activeMaintenance(narrowed, components, ['grp-elsewhere'])?.isBlocking).toBe(false);
  });

  it('ignores maintenances NOTSTARTEDYET and COMPLETED', () => {
    const summary = {
      scheduled_maintenances: [
        maintenance('NOTSTARTEDYET', [components[1]]),
        maintenance('COMPLETED', [components[1]]),
      ],
    };
    expect(activeMaintenance(summary, components)).toBeUndefined();
  });
});

describe('maintenanceRedirect', () => {
  const blocking = { url: 'u', isBlocking: true };
  it('sends users to /maintenance while blocking', () => {
    expect(maintenanceRedirect('/dashboard', blocking, false)).toBe('/maintenance');
    expect(maintenanceRedirect('/maintenance', blocking, false)).toBeUndefined();
  });

  it('lets staff with the bypass cookie through and leaves /maintenance when it is over', () => {
    expect(maintenanceRedirect('/dashboard', blocking, true)).toBeUndefined();
    expect(
      maintenanceRedirect('/dashboard', { url: 'u', isBlocking: false }, false),
    ).toBeUndefined();
    expect(maintenanceRedirect('/maintenance', undefined, false)).toBe('/');
  });
});

describe('internal staff', () => {
  it('is recognised by e-mail domain', () => {
    expect(isInternalStaff('ops@signing.example', ['signing.example'])).toBe(true);
    expect(isInternalStaff('ops@eu.signing.example', ['signing.example'])).toBe(true);
    expect(isInternalStaff('anna.meier@muster-treuhand.ch', ['signing.example'])).toBe(false);
    expect(isInternalStaff(undefined, ['signing.example'])).toBe(false);
  });

  it('reads the bypass cookie', () => {
    expect(hasBypassCookie('a=1; maintenance_bypass=1')).toBe(true);
    expect(hasBypassCookie('a=1')).toBe(false);
  });
});
