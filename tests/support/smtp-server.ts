import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import { smtpTransport } from "@/lib/mail/transport";
import { deliverDueMessages, type DeliveryOptions } from "@/lib/mail/worker";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The message's headers, by lower-case name (the last one wins). */
  headers: Record<string, string>;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` messages' final "." with `code` (e.g. 451 or 554), refusing them. */
  refuseNext: (count: number, code: number) => void;
  /** Drops every open connection at once, as a crashed client's sockets are. */
  dropConnections: () => void;
  close: () => Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, "");
  for (let index = 0; index < text.length; index += 1) {
    const hex = text[index] === "=" ? text.slice(index + 1, index + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as non-ASCII subjects arrive. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodePart(part: string): { type: string; body: string } {
  const split = part.indexOf("\r\n\r\n");
  const head = part.slice(0, split);
  const body = part.slice(split + 4);
  const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? "";
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase() ?? "7bit";
  if (encoding === "quoted-printable") return { type, body: decodeQuotedPrintable(body) };
  if (encoding === "base64") return { type, body: Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") };
  return { type, body };
}

function parse(raw: string): Pick<ReceivedMail, "headers" | "text" | "html"> {
  const headerEnd = raw.indexOf("\r\n\r\n");
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1).map((part) => decodePart(part.replace(/^\r\n/, ""))) : [decodePart(raw)];
  return {
    headers,
    text: parts.find((part) => part.type === "text/plain")?.body ?? "",
    html: parts.find((part) => part.type === "text/html")?.body ?? "",
  };
}

/** A real SMTP server in the test process: what it accepts is what the shop sent. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          const error = new Error("Try again later") as Error & { responseCode: number };
          error.responseCode = refusals.code;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          ...parse(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count, code) => {
      refusals = { count, code };
    },
    dropConnections: () => {
      for (const connection of server.connections) connection.close();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SmtpServerForTests extends TestSmtpServer {
  /** One pass of the mail worker, sending to this server. */
  deliver(options?: Partial<Omit<DeliveryOptions, "transport">>): ReturnType<typeof deliverDueMessages>;
}

/** The test file's SMTP server: started once, emptied before each test, stopped at the end. */
export function withTestSmtpServer(): SmtpServerForTests {
  let server: TestSmtpServer | undefined;
  const current = (): TestSmtpServer => {
    if (!server) throw new Error("The test SMTP server starts in beforeAll");
    return server;
  };
  beforeAll(async () => {
    server = await startTestSmtpServer();
  });
  afterAll(() => current().close());
  beforeEach(() => {
    current().received.length = 0;
  });
  return {
    get url() {
      return current().url;
    },
    get received() {
      return current().received;
    },
    refuseNext: (count, code) => current().refuseNext(count, code),
    dropConnections: () => current().dropConnections(),
    close: () => current().close(),
    deliver: (options = {}) => deliverDueMessages({ transport: smtpTransport(current().url), from: "Scents <orders@scents.test>", ...options }),
  };
}
