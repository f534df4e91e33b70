import { stopAll, type Running } from "./bench-run";

describe("a bench's running servers", () => {
  it("stop newest first, each once", async () => {
    const stopped: string[] = [];
    const running: Running = new Set();
    for (const name of ["database", "server"]) running.add(async () => void stopped.push(name));
    await stopAll(running);
    await stopAll(running);
    expect(stopped).toEqual(["server", "database"]);
    expect(running.size).toBe(0);
  });
});
