import { createHash } from "node:crypto";
import { Binary } from "bson";
import { type Doc, isPlainObject } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";

/** mongod's localLogicalSessionTimeoutMinutes default. */
const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

/** A session's owner: SHA-256 of "user@db", of "" when nobody is authenticated (always, here). */
function uidOf(user: string): Binary {
  return new Binary(createHash("sha256").update(user).digest());
}

const UNAUTHENTICATED = uidOf("");

/**
 * The server's logical session cache: every command carrying an `lsid` registers or refreshes
 * its session, endSessions removes them, idle ones expire. $listLocalSessions reads it.
 */
export class SessionCache {
  private readonly sessions = new Map<string, { id: Binary; lastUse: Date }>();

  touch(lsid: unknown): void {
    if (!isPlainObject(lsid) || !(lsid.id instanceof Binary)) return;
    this.sessions.set(Buffer.from(lsid.id.buffer).toString("hex"), { id: lsid.id, lastUse: new Date() });
  }

  end(lsids: unknown): void {
    if (!Array.isArray(lsids)) return;
    for (const lsid of lsids) {
      if (isPlainObject(lsid) && lsid.id instanceof Binary) this.sessions.delete(Buffer.from(lsid.id.buffer).toString("hex"));
    }
  }

  clear(): void {
    this.sessions.clear();
  }

  /** The documents $listLocalSessions produces for its spec ({}, { allUsers: true } or { users: [...] }). */
  list(spec: unknown): Doc[] {
    if (!isPlainObject(spec)) throw new CommandError(ErrorCodes.TypeMismatch, `$listLocalSessions must take a nested object but found: ${String(spec)}`);
    const cutoff = Date.now() - SESSION_TIMEOUT_MS;
    for (const [key, s] of this.sessions) if (s.lastUse.getTime() < cutoff) this.sessions.delete(key);
    let owners: Binary[] | undefined = [UNAUTHENTICATED];
    if (spec.allUsers === true) owners = undefined;
    else if (Array.isArray(spec.users)) owners = spec.users.filter(isPlainObject).map((u) => uidOf(`${String(u.user)}@${String(u.db)}`));
    const mine = Buffer.from(UNAUTHENTICATED.buffer);
    const visible = owners === undefined || owners.some((uid) => Buffer.from(uid.buffer).equals(mine));
    if (!visible) return [];
    return [...this.sessions.values()].map((s) => ({ _id: { id: s.id, uid: UNAUTHENTICATED }, lastUse: s.lastUse }));
  }
}
