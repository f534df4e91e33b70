import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { mailDelivery } from "./mail-config";
import { relayPendingMail } from "./relay";
import { transportFor, type MailTransport } from "./transport";
import { onMailRecorded } from "./wake";
import { deliverDueMessages } from "./worker";

const POLL_MS = 10_000;
const RELAY_EVERY_MS = 60_000;

let started = false;
let busy = false;
let again = false;
let lastRelay = 0;

async function pass(transport: MailTransport): Promise<void> {
  await connectToDatabase();
  if (Date.now() - lastRelay >= RELAY_EVERY_MS) {
    lastRelay = Date.now();
    await relayPendingMail();
  }
  await deliverDueMessages({ transport });
}

function run(transport: MailTransport): void {
  if (busy) {
    again = true;
    return;
  }
  busy = true;
  pass(transport)
    .catch((error: unknown) => console.error("Mail worker pass failed", error))
    .finally(() => {
      busy = false;
      if (again) {
        again = false;
        run(transport);
      }
    });
}

/**
 * The mail worker of this server process, started with it like the order sweep: every ten seconds,
 * and at once when a message is recorded here, it sends what is due; every minute it also relays
 * messages a crash left inside orders and contact messages. Every instance of the shop runs one;
 * claims keep them from sending a message twice. Production without SMTP_URL runs none (the start
 * warns): messages wait in the outbox until SMTP is configured.
 */
export function startMailWorker(): void {
  if (started) return;
  const transport = transportFor(mailDelivery());
  if (!transport) return;
  started = true;
  onMailRecorded(() => run(transport));
  setInterval(() => run(transport), POLL_MS).unref();
  run(transport);
}
