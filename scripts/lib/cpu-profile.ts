/**
 * A V8 CPU profile (node --cpu-prof) read as where a server's CPU went during a window: each
 * sample's own frame put in one of the kinds below, by its script. The window is counted back from
 * the profile's end (the process's exit), as a bench knows when its phase ended and when it stopped the server.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  /** Microseconds since the last sample, one per sample. */
  timeDeltas: number[];
}

const KINDS: [kind: string, test: (url: string, name: string) => boolean][] = [
  ["garbage collection", (_, name) => name === "(garbage collector)"],
  ["MongoDB driver", (url) => /node_modules\/(mongoose\/node_modules\/)?mongodb\//.test(url)],
  ["BSON", (url) => /node_modules\/(mongoose\/node_modules\/)?bson\//.test(url)],
  ["mongoose", (url) => url.includes("node_modules/mongoose/")],
  ["Next.js, HTTP and web streams", (url) => /node_modules[/_]next[/_]|\[root-of-the-server\]|undici|webstreams|node:_http|node:net|node:internal\/url|abort_controller|js_transferable|stream_base_commons|node:internal\/streams/.test(url)],
  ["async_hooks (AsyncLocalStorage)", (url) => url.includes("async_hooks")],
  // The build bundles the shop's code with the libraries it imports (zod among them).
  ["the shop's own code and its bundled libraries", (url) => /\/server\/chunks\//.test(url)],
  ["Node.js, other", (url) => url.startsWith("node:")],
  ["native (socket writes, JSON, microtasks)", (url, name) => url === "" && !name.startsWith("(")],
];

/** CPU milliseconds by kind over the window `fromEndSeconds` to `toEndSeconds` before the profile's end; idle time is left out. */
export function cpuByKind(profile: CpuProfile, fromEndSeconds: number, toEndSeconds: number): Map<string, number> {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const times: number[] = [];
  let at = 0;
  for (const delta of profile.timeDeltas) times.push((at += delta));
  const from = at - fromEndSeconds * 1e6;
  const to = at - toEndSeconds * 1e6;
  const byKind = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const time = times[index] ?? 0;
    const frame = frames.get(id);
    if (time < from || time > to || !frame || frame.functionName === "(idle)") return;
    const kind = KINDS.find(([, test]) => test(frame.url, frame.functionName))?.[0] ?? "other";
    byKind.set(kind, (byKind.get(kind) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return byKind;
}

/** The largest profile a process wrote into `dir`: a Next.js server's own, not its short-lived helpers'. */
export function largestProfile(dir: string): CpuProfile {
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (!largest) throw new Error(`No CPU profile in ${dir}`);
  return JSON.parse(readFileSync(largest, "utf8")) as CpuProfile;
}
