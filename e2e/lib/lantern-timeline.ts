// BUDGETS_LANTERN=1: what Lighthouse's simulation put on the path to a metric. Its mobile
// score does not come from the page's own timings but from Lantern, which rebuilds the load as a
// graph of requests and main-thread tasks, keeps those it judges the paint needed, and replays
// them at 150 ms round trips, 1.6 Mbit/s and 4× CPU. Printing that replay (which requests and
// tasks, when each started and ended) says what holds a metric back; the report alone does not.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

type Timing = { startTime: number; endTime: number };
type SimNode = {
  type: string;
  request?: { url: string; priority?: string; resourceType?: string };
  childEvents?: { name: string; args?: { data?: { url?: string; functionName?: string } } }[];
};

/** One line per node of the simulation `label` (e.g. optimisticLargestContentfulPaint). */
export function lanternTimeline(label: string): string[] {
  const timings = (
    Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<string, Map<SimNode, Timing>>
  ).get(label);
  if (!timings) return [`  ${label}: no simulation recorded`];
  return [...timings.entries()]
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(([node, { startTime, endTime }]) => {
      const span = `${Math.round(startTime).toString().padStart(5)}–${Math.round(endTime).toString().padEnd(5)}`;
      return `  ${label.replace(/LargestContentfulPaint|FirstContentfulPaint/, '')} ${span} ${describe(node)}`;
    });
}

function describe(node: SimNode): string {
  if (node.type === 'network' && node.request) {
    const url = new URL(node.request.url);
    return `net ${node.request.resourceType ?? '?'}/${node.request.priority ?? '?'} ${url.pathname}${url.search}`;
  }
  // A task: the scripts it evaluated or the functions it ran, else the kinds of work in it.
  const events = node.childEvents ?? [];
  const urls = events.flatMap((event) => (event.args?.data?.url ? [event.args.data.url] : []));
  const names = [...new Set(events.map((event) => event.name))].slice(0, 4);
  const where = [...new Set(urls.map((url) => new URL(url).pathname))].slice(0, 2).join(' ');
  return `cpu ${names.join(',')} ${where}`;
}
