import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { mailDelivery } from "./mail-config";
import { fileTransport } from "./transport";

describe("mail delivery without SMTP_URL", () => {
  it("chooses SMTP when SMTP_URL is set, .eml files in development and nothing in production", () => {
    expect(mailDelivery({ SMTP_URL: "smtp://localhost:2525", NODE_ENV: "production" })).toEqual({ mode: "smtp", url: "smtp://localhost:2525" });
    expect(mailDelivery({ NODE_ENV: "development" })).toEqual({ mode: "files", dir: path.join(process.cwd(), ".data", "outbox") });
    expect(mailDelivery({ NODE_ENV: "production" })).toEqual({ mode: "off" });
  });

  it("writes each message as an .eml file and logs one line naming it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    try {
      const handOver = jest.fn(async () => {});
      await fileTransport(dir).deliver({ key: "order:1:status:Shipped", from: "a@b.test", to: "c@d.test", subject: "Shipped", raw: Buffer.from("Subject: Shipped\r\n\r\nHello") }, handOver);
      const [file] = await readdir(dir);
      expect(file).toMatch(/order_1_status_Shipped\.eml$/);
      expect(await readFile(path.join(dir, file ?? ""), "utf8")).toContain("Hello");
      expect(handOver).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toContain(file);
    } finally {
      log.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
