// The first screens' chunk plan (scripts/first-screen-chunks.ts): the build's first pass finds
// the small chunks each signed-in first screen loads; the second groups their modules by which
// first screens load them, so each of those screens loads a handful of files instead of ~35.
import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstScreensChunkName, firstScreensPlan } from '../../../scripts/first-screen-chunks.ts';
import type { ChunkLike, RoutePreloads } from '../../../scripts/route-preloads.ts';

const chunk = (
  fileName: string,
  moduleIds: string[],
  more: Partial<ChunkLike> = {},
): ChunkLike => ({
  type: 'chunk',
  name: fileName.replace(/-[^-]+\.js$/, ''),
  fileName,
  facadeModuleId: null,
  imports: [],
  isEntry: false,
  moduleIds,
  ...more,
});

const lib = (name: string) => `/app/node_modules/${name}.js`;
const app = (name: string) => `/app/src/${name}.ts`;

const chunks = [
  chunk('framework-a.js', [lib('@tanstack/router')]),
  chunk('full-app-b.js', [app('app/full-app')], { facadeModuleId: '/app/src/app/full-app.tsx' }),
  chunk('_default.dashboard-c.js', [app('dashboard-screen')], {
    facadeModuleId: '/app/src/routes/_default.dashboard.tsx?tsr-split=component',
  }),
  chunk('tabs-d.js', [lib('@zag-js/tabs'), lib('@ark-ui/tabs')]),
  chunk('badge-e.js', [lib('@chakra-ui/badge')]),
  chunk('spacer-f.js', [lib('@chakra-ui/spacer')]),
  chunk('dashboard-query-g.js', [app('dashboard-query')], {
    facadeModuleId: '/app/src/dashboard-query.ts',
  }),
  chunk('problem-messages-h.js', [app('problem-messages')]),
  chunk('light-login-i.js', [app('app/light-login')], {
    facadeModuleId: '/app/src/app/light-login.tsx',
    imports: ['problem-messages-h.js'],
  }),
];

const preloads: RoutePreloads = {
  start: [],
  routes: [
    {
      path: '/dashboard',
      files: [
        'full-app-b.js',
        'dashboard-query-g.js',
        '_default.dashboard-c.js',
        'framework-a.js',
        'tabs-d.js',
        'badge-e.js',
        'spacer-f.js',
      ],
      topBar: true,
    },
    {
      path: '/view/$srid',
      files: [
        'full-app-b.js',
        'framework-a.js',
        'badge-e.js',
        'spacer-f.js',
        'problem-messages-h.js',
      ],
      topBar: true,
    },
    {
      path: '/direct-sign/$id/$userid',
      files: ['full-app-b.js', 'framework-a.js', 'spacer-f.js', 'problem-messages-h.js'],
      topBar: true,
    },
  ],
};

const isGroup = (name: string) => name === 'framework';

describe('firstScreensPlan', () => {
  const plan = firstScreensPlan(preloads, chunks, isGroup);

  it('maps each module of the small chunks to the first screens loading it', () => {
    expect(plan.get(lib('@zag-js/tabs'))).toEqual(['dashboard']);
    expect(plan.get(lib('@ark-ui/tabs'))).toEqual(['dashboard']);
    expect(plan.get(lib('@chakra-ui/badge'))).toEqual(['dashboard', 'view']);
    expect(plan.get(lib('@chakra-ui/spacer'))).toEqual(['dashboard', 'view', 'direct-sign']);
    // A screen's data start (a lazily imported query module) rides with its screen.
    expect(plan.get(app('dashboard-query'))).toEqual(['dashboard']);
  });

  it('leaves the named groups, the full app and the screens’ own code where they are', () => {
    expect(plan.has(lib('@tanstack/router'))).toBe(false);
    expect(plan.has(app('app/full-app'))).toBe(false);
    expect(plan.has(app('dashboard-screen'))).toBe(false);
  });

  it('leaves what the light login of /login loads where it is', () => {
    expect(plan.has(app('problem-messages'))).toBe(false);
  });

  it('fails when a first screen is missing from the build', () => {
    const without = { ...preloads, routes: preloads.routes.slice(1) };
    expect(() => firstScreensPlan(without, chunks, isGroup)).toThrow('/dashboard');
  });
});

describe('firstScreensChunkName with a plan', () => {
  const plan = firstScreensPlan(preloads, chunks, isGroup);
  const name = firstScreensChunkName('/app', /[\\/]src[\\/]routes[\\/]/, plan);
  // Modules the plan names never need the module graph.
  const context = {} as ChunkingContext;

  it('names one chunk per combination of first screens, all three in `first-screens`', () => {
    expect(name(lib('@zag-js/tabs'), context)).toBe('first-screens-dashboard');
    expect(name(lib('@chakra-ui/badge'), context)).toBe('first-screens-dashboard-view');
    expect(name(lib('@chakra-ui/spacer'), context)).toBe('first-screens');
  });

  it('leaves modules another group owns', () => {
    const owned = firstScreensChunkName('/app', /tabs/, plan);
    expect(owned(lib('@zag-js/tabs'), context)).toBeNull();
  });
});
