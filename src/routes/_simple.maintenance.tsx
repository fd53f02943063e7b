// /maintenance: simple layout, roles unauthenticated, nas, user; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetStatusSummaryQueryOptions } from '@generated/api/system/system';
import type { StatusSummary } from '@generated/model/statusSummary';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (): RouteSection[] => [
  {
    key: 'status',
    options: getGetStatusSummaryQueryOptions(),
    pick: (summary: StatusSummary) => summary.scheduled_maintenances,
  },
];

export const Route = createFileRoute('/_simple/maintenance')({
  staticData: { title: 'maintenance' },
  beforeLoad: (args) => guardRoute('/maintenance', args),
  loader: async ({ context, location }) => {
    await ensureAll(
      context.queryClient,
      sections().map((s) => s.options),
      location.pathname,
    );
    return {};
  },
  component: Screen,
});

function Screen() {
  return <RouteScreen title="maintenance" sections={sections()} />;
}
