import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { FilterSelect } from "@/components/ui/filter-select";
import { FormField } from "@/components/ui/form-field";
import formStyles from "@/components/admin/form.module.css";
import { AdminCard } from "@/components/admin/admin-card";
import { ItemList } from "@/components/admin/item-list";
import { formatAdminTime } from "@/lib/admin/admin-time";
import { adminPageQuery } from "@/lib/admin/page-query";
import type { SearchParams } from "@/lib/admin/page-props";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { ACTIVITY_SHOWN, activityActors, activityLog, activityQuerySchema } from "@/lib/activity/activity-log";
import { connectToDatabase } from "@/lib/db/connect";
import { ACTIVITY_KINDS } from "@/models/activity-event";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Activity" };

/** The owner's activity log: who did what and when, filtered by person, kind and days. */
export default async function AdminActivityPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage("activity");
  const query = adminPageQuery(activityQuerySchema, await searchParams);
  await connectToDatabase();
  const [events, actors] = await Promise.all([activityLog(query), activityActors()]);
  return (
    <>
      <h1 className={formStyles.pageTitle}>Activity</h1>
      <div className={formStyles.stack}>
        <AdminCard id="activity-filters-title" title="Filter">
          <form method="get" action="/admin/activity" className={formStyles.form} data-testid="activity-filters">
            <div className={formStyles.grid}>
              <FilterSelect id="activity-person" label="Person" name="person" value={query.person} all="Everyone" values={actors} testId="activity-person" />
              <FilterSelect id="activity-kind" label="Kind" name="kind" value={query.kind} all="Every kind" values={ACTIVITY_KINDS} testId="activity-kind" />
              <FormField id="activity-from" label="From" look="compact">
                {(control) => <input {...control} type="date" name="from" defaultValue={query.from ?? ""} />}
              </FormField>
              <FormField id="activity-to" label="To" look="compact">
                {(control) => <input {...control} type="date" name="to" defaultValue={query.to ?? ""} />}
              </FormField>
            </div>
            <div className={formStyles.actions}>
              <button type="submit" className={buttonClass("primary")}>
                Show
              </button>
            </div>
          </form>
        </AdminCard>
        <AdminCard id="activity-list-title" title="What Happened">
          <p className={formStyles.hint}>The newest {ACTIVITY_SHOWN} that match. The log keeps a year.</p>
          <ItemList items={events} empty="Nothing matches." testId="activity-list" itemTestId="activity-event">
            {(event) => (
              <>
                <p>
                  {event.message}
                  <span className={formStyles.hint}>
                    {" "}
                    · {event.kind}
                    {event.actor ? ` · ${event.actor}` : ""}
                  </span>
                </p>
                <time className={formStyles.hint} dateTime={event.at}>
                  {formatAdminTime(event.at)}
                </time>
              </>
            )}
          </ItemList>
        </AdminCard>
      </div>
    </>
  );
}
