import type { Socket } from "node:net";
import type { Doc } from "../bson-utils";
import {
  declaredLength,
  encodeMsgReply,
  encodeOpReply,
  HEADER_BYTES,
  MAX_MESSAGE_BYTES,
  parseMessage,
  ProtocolError,
  type Request,
} from "./protocol";

export type CommandRunner = (db: string, body: Doc, connectionId: number) => Promise<Doc>;

/**
 * Frames the byte stream into messages and runs them one at a time, in order. Any framing or
 * BSON problem destroys this socket only.
 */
export class Connection {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly socket: Socket,
    readonly id: number,
    private readonly run: CommandRunner,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.onData(chunk));
    socket.on("error", () => this.close());
    socket.on("close", () => {
      this.closed = true;
    });
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    if (this.closed) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= 4) {
      let first = this.chunks[0] as Buffer;
      if (first.length < 4) {
        first = Buffer.concat(this.chunks);
        this.chunks = [first];
      }
      const length = declaredLength(first);
      if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES) {
        this.close();
        return;
      }
      // Concatenate only once the whole message is here, so big messages stay linear.
      if (this.buffered < length) return;
      const all = this.chunks.length === 1 ? first : Buffer.concat(this.chunks);
      const message = all.subarray(0, length);
      const rest = all.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
      let request: Request;
      try {
        request = parseMessage(message);
      } catch (err) {
        if (!(err instanceof ProtocolError)) console.error("[embedded-mongo] parse failure", err);
        this.close();
        return;
      }
      this.chain = this.chain.then(() => this.handle(request));
    }
  }

  private async handle(request: Request): Promise<void> {
    if (this.closed) return;
    if (request.kind === "msg") {
      const db = typeof request.body.$db === "string" ? request.body.$db : "admin";
      const reply = await this.run(db, request.body, this.id);
      if (!request.moreToCome && !this.closed) this.socket.write(encodeMsgReply(request.requestId, reply));
      return;
    }
    const ns = request.fullCollectionName;
    if (!ns.endsWith(".$cmd")) {
      const failure = { $err: "OP_QUERY is only supported for commands", code: 352, ok: 0 };
      this.socket.write(encodeOpReply(request.requestId, failure, true));
      return;
    }
    // Legacy drivers wrap the command as { $query: {...}, $readPreference } on OP_QUERY.
    const body = (request.body.$query && typeof request.body.$query === "object" ? request.body.$query : request.body) as Doc;
    const reply = await this.run(ns.slice(0, -".$cmd".length), body, this.id);
    if (!this.closed) this.socket.write(encodeOpReply(request.requestId, reply));
  }
}
