// Every route of docs/product.md#screens-personal and docs/product.md#screens is in the table with its roles, strict flag and
// layout, and every route file of src/routes has its one entry there (by its id).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  routeEntry,
  routePath,
  ROUTES,
  TABLE_IDS,
} from '../../../src/lib/navigation/route-table.ts';

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

  it('derives address and layout from the route id', () => {
    expect(routeEntry('/business')).toMatchObject({ id: '/_admin/business/', layout: 'admin' });
    expect(routeEntry('/direct-sign/$id/$userid')).toMatchObject({
      id: '/_default/direct-sign/$id/$userid/',
      layout: 'default',
    });
    expect(routePath('/_unauth/sso/error/company')).toBe('/sso/error/company');
  });

  it('has exactly one entry per route file and a route file per entry', () => {
    const dir = path.resolve(import.meta.dirname, '../../../src/routes');
    const files = readdirSync(dir).filter((file) => file.endsWith('.tsx'));
    const sources = files.map((file) => readFileSync(path.join(dir, file), 'utf8'));
    const ids = sources.flatMap((source) =>
      [...source.matchAll(/createFileRoute\(\s*'([^']+)'/g)].map((m) => m[1]),
    );
    // The layouts (one pathless segment) guard nothing and name no page; `/` only redirects.
    const pages = ids.filter((id) => id !== '/' && !/^\/_[a-z]+$/.test(id));
    expect([...pages].sort()).toEqual([...TABLE_IDS].sort());
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('keeps paths and titles out of the route files', () => {
    const dir = path.resolve(import.meta.dirname, '../../../src/routes');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const guarded = /guardRoute\(/.test(source);
      // A guard reads its entry by the route's id: it never names the path again.
      if (guarded) expect(source, file).toMatch(/guardRoute\(args[,)]/);
      expect(source, file).not.toMatch(/title: '|titleKey="|title="/);
    }
  });
});
