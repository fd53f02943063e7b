// `npm start` to the first answer, with the app and the server already built: the compiled server
// started by scripts/start.mjs (the process that answers is the one started — no wrapper), its
// resident memory a second after the first answer, against a bare Node HTTP server (the floor of
// any Node server on this machine) measured in the same run. Targets: ≤ 1.5 s to the
// first answer, ≤ 150 MB RSS, one server process. The CPU time the process used up to its first
// answer is printed beside the wall time: on a shared machine the wall time mostly measures the
// other work running (the load average is printed with the results), the CPU time much less so.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { buildServerIfNeeded } from '../scripts/build-server.mjs';
import { median, printTable, ratio, rssMb, root, saveResult, startProcess } from './lib/common.ts';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU time (user + system) a process has used so far, in ms (from /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Node processes whose parent is `pid` (a wrapper would show up here). */
function childProcesses(pid: number): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return execFileSync('ps', ['-o', 'ppid=', '-p', entry]).toString().trim() === String(pid);
      } catch {
        return false;
      }
    });
}

export default async function bench(): Promise<void> {
  buildIfNeeded();
  await buildServerIfNeeded();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  const bare = path.join(dir, 'bare.mjs');
  writeFileSync(
    bare,
    "import http from 'node:http';\n" +
      "http.createServer((q, s) => s.end('{}')).listen(Number(process.env.PORT), '127.0.0.1');\n",
  );
  try {
    const env = { DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn' };
    // The first start creates the data folder (keys, database): reported apart.
    const first = await startProcess(path.join(root, 'scripts', 'start.mjs'), env);
    await first.stop();
    const ours: number[] = [];
    const oursCpu: number[] = [];
    const oursRss: number[] = [];
    const floor: number[] = [];
    const floorCpu: number[] = [];
    const floorRss: number[] = [];
    let children = 0;
    for (let run = 0; run < RUNS; run++) {
      const server = await startProcess(path.join(root, 'scripts', 'start.mjs'), env);
      oursCpu.push(cpuMs(server.child.pid!));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      ours.push(server.startMs);
      oursRss.push(rssMb(server.child.pid!));
      children = Math.max(children, childProcesses(server.child.pid!).length);
      await server.stop();
      const reference = await startProcess(bare, {}, '/');
      floorCpu.push(cpuMs(reference.child.pid!));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      floor.push(reference.startMs);
      floorRss.push(rssMb(reference.child.pid!));
      await reference.stop();
    }
    const result = {
      firstStartMs: first.startMs,
      startMs: median(ours),
      startCpuMs: median(oursCpu),
      rssMb: median(oursRss),
      bareStartMs: median(floor),
      bareStartCpuMs: median(floorCpu),
      bareRssMb: median(floorRss),
      childProcesses: children,
    };
    printTable(
      ['measure', 'npm start (built)', 'bare node server', 'ratio', 'target'],
      [
        [
          'to first answer (ms)',
          result.startMs.toFixed(0),
          result.bareStartMs.toFixed(0),
          ratio(result.startMs, result.bareStartMs),
          '≤ 1500 ms',
        ],
        [
          'CPU time to first answer (ms)',
          result.startCpuMs.toFixed(0),
          result.bareStartCpuMs.toFixed(0),
          ratio(result.startCpuMs, result.bareStartCpuMs),
          '',
        ],
        [
          'RSS after start (MB)',
          result.rssMb.toFixed(0),
          result.bareRssMb.toFixed(0),
          ratio(result.rssMb, result.bareRssMb),
          '≤ 150 MB',
        ],
      ],
    );
    console.log(`first start on an empty data folder: ${first.startMs.toFixed(0)} ms`);
    console.log(
      `processes under the started one: ${children} (the server runs in the started process)`,
    );
    saveResult('start', result);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
