import { readFileSync } from 'node:fs';
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
