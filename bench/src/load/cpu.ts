import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks a second in /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user and system), in seconds; 0 for one that has gone. */
async function cpuSecondsOf(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // After the command's name in brackets: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / TICKS_PER_SECOND;
}

/** The processes running PostgreSQL (its postmaster and every backend). */
async function postgresPids() {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const name = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (name.trim() === 'postgres') pids.push(Number(entry));
  }
  return pids;
}

/** The whole machine's busy CPU time so far, in seconds, and its cores. */
async function machineSeconds() {
  const [total = ''] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const ticks = total.split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const busy = ticks.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  const cores = (await readFile('/proc/cpuinfo', 'utf8')).match(/^processor/gm)?.length ?? 1;
  return { busy: busy / TICKS_PER_SECOND, cores };
}

/**
 * Where the machine's CPU goes during a run: each named process's seconds (PostgreSQL's backends summed, the
 * bench's own process as the load generator), the machine's busy seconds and what it had.
 */
export async function cpuShares(instancePids: number[]) {
  const snapshot = async () => {
    const postgres = await postgresPids();
    const backends = await Promise.all(postgres.map(cpuSecondsOf));
    const usage = process.cpuUsage();
    return {
      at: performance.now(),
      instances: await Promise.all(instancePids.map(cpuSecondsOf)),
      postgres: new Map(postgres.map((pid, index) => [pid, backends[index] ?? 0])),
      generator: (usage.user + usage.system) / 1e6,
      machine: await machineSeconds(),
    };
  };
  const before = await snapshot();
  return async () => {
    const after = await snapshot();
    const seconds = (after.at - before.at) / 1000;
    let postgres = 0;
    // Backends that started during the run count whole; those that ended are lost (few: pools keep theirs).
    for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? 0);
    return {
      seconds,
      available: seconds * after.machine.cores,
      busy: after.machine.busy - before.machine.busy,
      instances: after.instances.map((used, index) => used - (before.instances[index] ?? 0)),
      postgres,
      generator: after.generator - before.generator,
    };
  };
}
