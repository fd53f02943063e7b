// docs/product.md#screens-navigation /dashboard: "The address is rewritten to carry a tab query (default inbox, or the
// last chosen tab) and, for inbox, a filter query (default toSign, or the last chosen filter)."
// docs/product.md#constants-pages-dashboard "Dashboard defaults: tab inbox, filter toSign."
import { describe, expect, it } from 'vitest';
import { dashboardSearch, needsRewrite } from '../../../src/lib/navigation/dashboard.ts';

describe('dashboardSearch', () => {
  it('defaults to tab inbox and filter toSign', () => {
    expect(dashboardSearch({})).toEqual({ tab: 'inbox', filter: 'toSign' });
  });

  it('uses the last chosen tab and filter', () => {
    expect(dashboardSearch({}, { tab: 'inbox', filter: 'drafts' })).toEqual({
      tab: 'inbox',
      filter: 'drafts',
    });
    expect(dashboardSearch({}, { tab: 'documents' })).toEqual({ tab: 'documents' });
  });

  it('keeps valid values of the address and drops invalid ones', () => {
    expect(dashboardSearch({ tab: 'inbox', filter: 'completed' }, { filter: 'drafts' })).toEqual({
      tab: 'inbox',
      filter: 'completed',
    });
    expect(dashboardSearch({ tab: 'nope', filter: 'nope' })).toEqual({
      tab: 'inbox',
      filter: 'toSign',
    });
  });

  it('carries a filter only for the inbox', () => {
    expect(dashboardSearch({ tab: 'documents', filter: 'pending' })).toEqual({ tab: 'documents' });
  });

  it('knows when the address must be rewritten', () => {
    expect(needsRewrite({}, { tab: 'inbox', filter: 'toSign' })).toBe(true);
    expect(
      needsRewrite({ tab: 'inbox', filter: 'toSign' }, { tab: 'inbox', filter: 'toSign' }),
    ).toBe(false);
  });
});
