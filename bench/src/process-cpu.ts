import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// CPU time of processes, read from Linux's /proc: what a run cost each part of the machine, whatever else the
// machine was doing meanwhile (a rate moves with the machine's load; the CPU a reading took moves far less).

/** Clock ticks a second, the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** A process's name and CPU seconds (user and system, all its threads), or undefined once it has gone. */
function statOf(pid: string): { name: string; seconds: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The name is in parentheses and may hold spaces; the fields after it are numbered from the state (3).
  const nameEnd = text.lastIndexOf(')');
  const fields = text.slice(nameEnd + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { name: text.slice(text.indexOf('(') + 1, nameEnd), seconds: ticks / TICKS_PER_SECOND };
}

/** CPU seconds used so far by the process `pid`. */
export const cpuSecondsOfProcess = (pid: number) => statOf(String(pid))?.seconds ?? 0;

/** CPU seconds used so far by every PostgreSQL process on this machine (server, backends, workers). */
export function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = statOf(pid);
    if (stat?.name === 'postgres') seconds += stat.seconds;
  }
  return seconds;
}

/** CPU seconds of this process (the load generator), as Node counts them. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
