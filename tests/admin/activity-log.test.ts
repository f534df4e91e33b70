import { activityActors, activityLog, activityQuerySchema } from "@/lib/activity/activity-log";
import { recordActivity } from "@/lib/activity/record-activity";
import { ACTIVITY_KEPT_SECONDS, ActivityEvent } from "@/models/activity-event";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

beforeEach(async () => {
  await ActivityEvent.deleteMany({});
  await recordActivity("admin-login", "Ngozi signed in", undefined, "ngozi@scents.test");
  await recordActivity("staff-invited", "ngozi@scents.test invited tunde@scents.test as Fulfilment", undefined, "ngozi@scents.test");
  await recordActivity("backup-created", "tunde@scents.test downloaded a backup", undefined, "tunde@scents.test");
  await recordActivity("order-status-changed", "Order ORD-AAAAAAAAAA moved from Processing to Shipped");
  await ActivityEvent.updateOne({ kind: "admin-login" }, { $set: { at: new Date("2026-01-10T10:00:00Z") } });
});

const log = (params: Record<string, string>) => activityLog(activityQuerySchema.parse(params));

describe("the activity log", () => {
  it("filters by person, by kind and by days (Lagos), newest first", async () => {
    expect((await log({ person: "ngozi@scents.test" })).map((event) => event.kind)).toEqual(["staff-invited", "admin-login"]);
    expect((await log({ kind: "backup-created" })).map((event) => event.actor)).toEqual(["tunde@scents.test"]);
    expect((await log({ from: "2026-01-10", to: "2026-01-10" })).map((event) => event.kind)).toEqual(["admin-login"]);
    expect(await log({ to: "2026-01-09" })).toEqual([]);
    expect((await log({})).length).toBe(4);
    expect(await activityActors()).toEqual(["ngozi@scents.test", "tunde@scents.test"]);
  });

  it("reads empty filters as none, and refuses a kind it does not know", () => {
    expect(activityQuerySchema.parse({ person: "", kind: "", from: "", to: "" })).toEqual({});
    expect(activityQuerySchema.safeParse({ kind: "made-up" }).success).toBe(false);
  });

  it("keeps a year: the engine expires events by their time", async () => {
    const indexes = await ActivityEvent.collection.indexes();
    expect(indexes.find((index) => index.expireAfterSeconds !== undefined)).toMatchObject({ key: { at: 1 }, expireAfterSeconds: ACTIVITY_KEPT_SECONDS });
  });
});
