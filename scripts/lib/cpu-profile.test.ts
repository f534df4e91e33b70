import { cpuByKind } from "./cpu-profile";

const frame = (id: number, url: string, functionName = "f") => ({ id, callFrame: { functionName, url } });

/** Samples 1 ms apart; the profile ends at the last one. */
const profile = {
  nodes: [
    frame(1, "", "(idle)"),
    frame(2, "", "(garbage collector)"),
    frame(3, "file:///app/node_modules/mongoose/lib/document.js"),
    frame(4, "file:///app/node_modules/mongoose/node_modules/mongodb/lib/cmap/connection.js"),
    frame(5, "file:///app/node_modules/next/dist/server/base-server.js"),
    frame(6, "file:///app/.next/server/chunks/lib_checkout._.js"),
    frame(7, "node:internal/async_hooks"),
    frame(8, "", "writeBuffer"),
  ],
  samples: [3, 3, 4, 5, 6, 2, 7, 8, 1, 3],
  timeDeltas: Array.from({ length: 10 }, () => 1000),
};

describe("a server's CPU profile read by kind", () => {
  it("puts each sample's own frame in its kind and leaves idle time out", () => {
    expect(Object.fromEntries(cpuByKind(profile, 1, 0))).toEqual({
      mongoose: 3,
      "MongoDB driver": 1,
      "Next.js, HTTP and web streams": 1,
      "the shop's own code and its bundled libraries": 1,
      "garbage collection": 1,
      "async_hooks (AsyncLocalStorage)": 1,
      "native (socket writes, JSON, microtasks)": 1,
    });
  });

  it("counts only the window given back from the profile's end", () => {
    // The profile ends at 10 ms: 0.004 s to 0.0015 s before it holds the samples at 6, 7 and 8 ms.
    expect(Object.fromEntries(cpuByKind(profile, 0.004, 0.0015))).toEqual({ "garbage collection": 1, "async_hooks (AsyncLocalStorage)": 1, "native (socket writes, JSON, microtasks)": 1 });
  });
});
