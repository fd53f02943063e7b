// Every route of docs/product.md#screens-personal and docs/product.md#screens is in the table with its roles, strict flag and
// layout, and every route file of src/routes points at a table entry.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeEntry, ROUTES } from '../../../src/lib/navigation/route-table.ts';

const roles = (p: string) => [...routeEntry(p).roles].sort();

describe('route table', () => {
  it('has the roles of docs/product.md#screens', () => {
    expect(roles('/dashboard')).toEqual(['user']);
    expect(roles('/login')).toEqual(['unauthenticated']);
    expect(roles('/sorry')).toEqual(['nas', 'unauthenticated', 'user']);
    expect(roles('/maintenance')).toEqual(['nas', 'unauthenticated', 'user']);
    expect(roles('/404')).toEqual(['nas', 'unauthenticated', 'user']);
    // docs/product.md#screens says member; an invitee becomes one only by accepting there.
    expect(roles('/invite/$id')).toEqual(['user']);
    expect(roles('/view/$srid')).toEqual(['user']);
    expect(roles('/view/$id/$userid')).toEqual(['nas']);
    expect(roles('/direct-sign/$id/$userid/preview')).toEqual(['nas']);
    expect(roles('/direct-sign/identification/zertes/personal-details')).toEqual(['nas']);
    expect(routeEntry('/signup/sso')).toMatchObject({ roles: ['user'], strict: true });
  });

  it('has the business routes of docs/product.md#screens-business', () => {
    for (const p of [
      '/business/dashboard',
      '/business/seals/$accountname',
      '/business/developers/api',
      '/business/welcome',
    ]) {
      expect(routeEntry(p)).toMatchObject({ roles: ['admin'], layout: 'admin' });
    }
    expect(routeEntry('/business/upgrade')).toMatchObject({
      roles: ['user', 'admin'],
      strict: true,
    });
    expect(routeEntry('/business/register')).toMatchObject({ roles: ['user'], strict: true });
    expect(roles('/business/signup/mail-sent')).toEqual(['unauthenticated']);
  });

  it('uses the five layouts only', () => {
    expect(new Set(ROUTES.map((r) => r.layout))).toEqual(
      new Set(['admin', 'default', 'main', 'simple', 'unauthenticated']),
    );
  });

  it('has a file route guarding every entry', () => {
    const dir = path.resolve(import.meta.dirname, '../../../src/routes');
    const guarded = new Set(
      readdirSync(dir)
        .filter((file) => file.endsWith('.tsx'))
        .flatMap((file) =>
          [...readFileSync(path.join(dir, file), 'utf8').matchAll(/guardRoute\('([^']+)'/g)].map(
            (m) => m[1],
          ),
        ),
    );
    expect(ROUTES.map((r) => r.path).filter((p) => !guarded.has(p))).toEqual([]);
  });
});
