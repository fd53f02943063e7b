// The event-log query object of docs/product.md#entities-seals-api-users (page, size, sortOrder, startDate, endDate) goes on
// the wire under the names of docs/product.md#calls-activity (page, size, sort, start_date, end_date), as the
// contract's activity operations declare them.
import { describe, expect, it } from 'vitest';
import { loadContract, operationsOf, deref, type Json } from '../../support/contract.ts';
import { DEFAULT_EVENT_LOG_QUERY, eventLogParams } from '../../../src/lib/event-log-query.ts';

describe('eventLogParams', () => {
  it('maps sortOrder, startDate and endDate to sort, start_date and end_date', () => {
    expect(
      eventLogParams({
        page: 2,
        size: 50,
        sortOrder: 'asc',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      }),
    ).toEqual({
      page: 2,
      size: 50,
      sort: 'occurredAt,asc',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
  });

  it('leaves out an open period and sorts the newest first by default', () => {
    expect(eventLogParams(DEFAULT_EVENT_LOG_QUERY)).toEqual({
      page: 0,
      size: 20,
      sort: 'occurredAt,desc',
    });
  });

  it('sends only names and values the activity operations declare', () => {
    const doc = loadContract();
    const params = eventLogParams({ ...DEFAULT_EVENT_LOG_QUERY, startDate: '2026-11-01' });
    for (const log of ['accounts', 'signatures', 'identifications']) {
      const op = operationsOf(doc).find(
        (o) => o.method === 'get' && o.path === `/v2/businesses/{businessId}/activities/${log}`,
      )!;
      const declared = ((op.operation.parameters ?? []) as unknown[]).map((p) =>
        deref<Json>(doc, p),
      );
      expect(declared.map((p) => p.name)).toEqual(expect.arrayContaining(Object.keys(params)));
      const sort = declared.find((p) => p.name === 'sort')!;
      expect(deref<Json>(doc, sort.schema).enum).toContain(params.sort);
    }
  });
});
