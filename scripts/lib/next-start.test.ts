import { readFileSync } from "node:fs";
import path from "node:path";
import { nextStartCommand, SERVER_NODE_FLAGS } from "./next-start";

const root = path.resolve(__dirname, "../..");

describe("the shop server's heap flags", () => {
  it("are the same for npm start, the Docker image and the servers benchmarks and journeys start", () => {
    const start = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.start;
    const command = /^CMD (.+)$/m.exec(readFileSync(path.join(root, "Dockerfile"), "utf8"))?.[1] ?? "[]";
    expect(SERVER_NODE_FLAGS).toContain("--heap-growing-percent=30");
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} --import`);
    expect((JSON.parse(command) as string[]).slice(1, 1 + SERVER_NODE_FLAGS.length)).toEqual(SERVER_NODE_FLAGS);
    expect(nextStartCommand(["-p", "3000"]).args.slice(0, SERVER_NODE_FLAGS.length)).toEqual(SERVER_NODE_FLAGS);
  });
});
