import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

function cpuTimes(): { idle: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal ...: idle and iowait count as idle.
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/**
 * How busy the machine's CPUs are with other work right now, in percent, sampled over `ms`
 * while this benchmark runs nothing (Linux /proc/stat; elsewhere the 1-minute load average per
 * core). Above a few percent the figures that follow are pessimistic.
 */
export async function cpuBusyPercent(ms = 3000): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return Math.round(((loadavg()[0] ?? 0) / availableParallelism()) * 100);
  return Math.round((1 - (after.idle - before.idle) / (after.total - before.total)) * 100);
}

function processTicks(pid: number): { ppid: number; ticks: number; reapedTicks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state ppid ... utime stime cutime cstime (fields 14-17 of the line).
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      reapedTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

function processIds(): string[] {
  try {
    return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
}

/** CPU ticks used so far by the given processes and their direct children (PostgreSQL backends). */
export function ticksOf(roots: readonly number[]): number {
  const rootSet = new Set(roots);
  let ticks = 0;
  for (const name of processIds()) {
    const pid = Number(name);
    const info = processTicks(pid);
    // A root's reaped children (PostgreSQL's short-lived autovacuum workers) count as ours too.
    if (info && rootSet.has(pid)) ticks += info.ticks + info.reapedTicks;
    else if (info && rootSet.has(info.ppid)) ticks += info.ticks;
  }
  return ticks;
}

/** Milliseconds of CPU per tick of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
export const MS_PER_TICK = 10;

/**
 * Measures how much CPU other work took while `work` ran: all cores' busy time minus that of the
 * benchmark's own processes (this one, the server, PostgreSQL and their children), in percent of
 * all cores. Null where /proc is not available.
 */
export async function otherCpuDuring<T>(roots: readonly number[], work: () => Promise<T>): Promise<{ result: T; otherPercent: number | null }> {
  const before = cpuTimes();
  const oursBefore = ticksOf(roots);
  const result = await work();
  const after = cpuTimes();
  const oursAfter = ticksOf(roots);
  if (!before || !after || after.total === before.total) return { result, otherPercent: null };
  const busy = after.total - before.total - (after.idle - before.idle);
  const other = Math.max(0, busy - (oursAfter - oursBefore));
  return { result, otherPercent: Math.round((other / (after.total - before.total)) * 100) };
}
