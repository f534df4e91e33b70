import type { Doc } from "../bson-utils";
import type { Catalog } from "../engine/catalog";
import type { CursorRegistry } from "../engine/cursors";
import { CommandError, ErrorCodes, toCommandError } from "../errors";
import { SessionCache } from "../engine/sessions";
import type { Durability } from "../storage/durability";
import { aggregateCommands } from "./aggregate";
import { checkCommandFields, refuseUnsupportedOptions } from "./command-fields";
import type { CommandContext, Handler, ServerInfo } from "./context";
import { countCommands } from "./count";
import { deleteCommands } from "./delete";
import { explainCommands } from "./explain";
import { findCommands } from "./find";
import { findAndModifyCommands } from "./find-and-modify";
import { handshakeCommands } from "./handshake";
import { indexCommands } from "./indexes";
import { insertCommands } from "./insert";
import { namespaceCommands } from "./namespace";
import { updateCommands } from "./update";

const COMMANDS = new Map<string, Handler>(
  Object.entries({
    ...handshakeCommands,
    ...namespaceCommands,
    ...indexCommands,
    ...insertCommands,
    ...updateCommands,
    ...deleteCommands,
    ...findCommands,
    ...countCommands,
    ...findAndModifyCommands,
    ...aggregateCommands,
    ...explainCommands,
  }),
);

const TRANSACTION_FIELDS = ["txnNumber", "startTransaction", "autocommit"];

export class Dispatcher {
  private readonly sessions = new SessionCache();

  constructor(
    private readonly catalog: Catalog,
    private readonly cursors: CursorRegistry,
    private readonly durability: Durability,
    private readonly server: ServerInfo,
  ) {}

  /**
   * Runs the handler synchronously (so its reads and writes are atomic), then waits until the
   * journal ops it produced are durable before the reply may leave. Ops are committed even
   * when the handler failed half-way (e.g. a multi-update hitting a duplicate), because
   * memory already holds them.
   */
  async run(db: string, body: Doc, connectionId: number): Promise<Doc> {
    this.server.requests += 1;
    const name = Object.keys(body)[0];
    if (name !== undefined) this.server.commands.set(name, (this.server.commands.get(name) ?? 0) + 1);
    let reply: Doc;
    try {
      reply = this.execute(db, body, connectionId);
    } catch (err) {
      reply = toCommandError(err).toReply();
    }
    const ops = this.catalog.takeOps();
    if (ops.length > 0) {
      try {
        await this.durability.commit(ops);
      } catch (err) {
        return new CommandError(ErrorCodes.InternalError, `journal write failed: ${(err as Error).message}`).toReply();
      }
    }
    return reply;
  }

  private execute(db: string, body: Doc, connectionId: number): Doc {
    const name = Object.keys(body)[0];
    if (name === undefined) throw new CommandError(ErrorCodes.FailedToParse, "empty command object");
    if (TRANSACTION_FIELDS.some((f) => f in body)) {
      throw new CommandError(ErrorCodes.IllegalOperation, "Transaction numbers are only allowed on a replica set member or mongos");
    }
    const handler = COMMANDS.get(name);
    if (!handler) throw new CommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
    checkCommandFields(name, body);
    refuseUnsupportedOptions(name, body);
    this.sessions.touch(body.lsid);
    const ctx: CommandContext = { db, catalog: this.catalog, cursors: this.cursors, sessions: this.sessions, connectionId, server: this.server };
    return handler(ctx, body);
  }
}
