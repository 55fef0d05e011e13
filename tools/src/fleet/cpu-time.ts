import { readdirSync, readFileSync } from 'node:fs';

// CPU time read from Linux /proc, for the benchmarks' per-event figures: which process spent what.
// Null where /proc cannot be read (another system), never a guess.

/** The kernel's clock ticks per second (USER_HZ), which /proc counts in: 100 on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;
const ticksToMs = (ticks: number) => (ticks * 1000) / CLOCK_TICKS_PER_SECOND;

/** The name and the user + system ticks of /proc/<pid>/stat (fields 14 and 15, after the name). */
function processTicks(pid: string): { name: string; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(') ');
    const fields = stat.slice(close + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU time one process has used so far (user and system), in ms. */
export function processCpuMs(pid: number | undefined): number | null {
  const own = pid === undefined ? null : processTicks(String(pid));
  return own ? ticksToMs(own.ticks) : null;
}

/**
 * CPU time every PostgreSQL process of this machine has used so far, in ms: the server the benchmark
 * writes to when it runs here (a backend that ended meanwhile is not counted).
 */
export function postgresCpuMs(): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const own = processTicks(pid);
      if (own?.name === 'postgres') ticks += own.ticks;
    }
    return ticksToMs(ticks);
  } catch {
    return null;
  }
}

/** CPU time the whole machine has been busy so far (every core, every process and the kernel), in ms. */
export function machineBusyMs(): number | null {
  try {
    const [user, nice, system, , , irq, softirq, steal] = (
      readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
    )
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ticksToMs([user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0));
  } catch {
    return null;
  }
}
