/**
 * What the processes of a group (a detached server or database and the processes it started)
 * have spent, read from /proc: the benches' CPU and memory figures, whatever else shares the machine.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The fields of /proc/PID/stat after the command's name: [0] is the state, [2] the process group, [11] and [12] the user and system CPU in clock ticks, [13] and [14] those of its children it has waited for. */
export function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every architecture Node runs on. */
export const CLOCK_TICKS_PER_SECOND = 100;

function forGroup(group: number | undefined, each: (pid: number, fields: string[]) => void): void {
  if (group === undefined) return;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name)).map(Number)) {
    try {
      const fields = statFields(pid);
      if (Number(fields[2]) === group) each(pid, fields);
    } catch {
      // gone meanwhile
    }
  }
}

/** CPU seconds (user and system) the processes of a group have spent so far. */
export function groupCpuSeconds(group: number | undefined): number {
  let ticks = 0;
  forGroup(group, (_, fields) => {
    ticks += Number(fields[11]) + Number(fields[12]);
  });
  return group === undefined ? Number.NaN : ticks / CLOCK_TICKS_PER_SECOND;
}

/** Resident memory of the processes of these groups, in MB. */
export function groupsRssMb(groups: readonly (number | undefined)[]): number {
  if (groups.includes(undefined)) return Number.NaN;
  let kb = 0;
  for (const group of groups) forGroup(group, (pid) => {
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kb += Number(rss?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  });
  return kb / 1024;
}

/** Runs a phase and answers, beside its result, the CPU seconds each named set of process groups spent during it, and the phase's wall seconds. */
export async function cpuDuring<Result, Name extends string>(
  groups: Record<Name, readonly (number | undefined)[]>,
  phase: () => Promise<Result>,
): Promise<{ result: Result; cpu: Record<Name, number>; wall: number }> {
  const names = Object.keys(groups) as Name[];
  const spent = () => names.map((name) => groups[name].reduce<number>((sum, group) => sum + groupCpuSeconds(group), 0));
  const before = spent();
  const started = performance.now();
  const result = await phase();
  const after = spent();
  const wall = (performance.now() - started) / 1000;
  return { result, cpu: Object.fromEntries(names.map((name, index) => [name, (after[index] ?? 0) - (before[index] ?? 0)])) as Record<Name, number>, wall };
}
