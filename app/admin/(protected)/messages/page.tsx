import type { Metadata } from "next";
import formStyles from "@/components/admin/form.module.css";
import { PageLinks } from "@/components/admin/page-links";
import { ReadToggle } from "@/components/admin/messages/read-toggle";
import styles from "@/components/admin/messages/messages.module.css";
import { buttonClass } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { formatAdminTime } from "@/lib/admin/admin-time";
import { listContactMessages, listSubscribers, type SubscriberView } from "@/lib/admin/inbox";
import { inboxPageQuery } from "@/lib/admin/inbox-schemas";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { connectToDatabase } from "@/lib/db/connect";
import { AdminCard } from "@/components/admin/admin-card";
import type { ListPageProps } from "@/lib/admin/page-props";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Messages & Subscribers" };

const pageOf = (value: string | string[] | undefined) => {
  const parsed = inboxPageQuery.safeParse({ page: Array.isArray(value) ? value[0] : value });
  return parsed.success ? parsed.data.page : 1;
};

const SUBSCRIBER_COLUMNS: Column<SubscriberView>[] = [
  { label: "Email", rowHeader: true, cell: (subscriber) => subscriber.email },
  { label: "Subscribed", cell: (subscriber) => <time dateTime={subscriber.subscribedAt}>{formatAdminTime(subscriber.subscribedAt)}</time> },
];

function Pager({ page, pages, param, other }: { page: number; pages: number; param: string; other: Record<string, number> }) {
  return <PageLinks page={page} pages={pages} label={`${param === "page" ? "Messages" : "Subscribers"} pages`} path="" keep={other} param={param} previous="Newer" next="Older" />;
}

/** Contact messages (newest first, read or unread) and newsletter subscribers with a CSV download. */
export default async function AdminMessagesPage({ searchParams }: ListPageProps) {
  await requireAdminPage("customers");
  await connectToDatabase();
  const params = await searchParams;
  const messagePage = pageOf(params.page);
  const subscriberPage = pageOf(params.subscribers);
  const [messages, subscribers] = await Promise.all([listContactMessages(messagePage), listSubscribers(subscriberPage)]);
  return (
    <>
      <h1 className={formStyles.pageTitle}>Messages &amp; Subscribers</h1>
      <div className={formStyles.stack}>
        <AdminCard id="contact-messages" title="Contact Messages">
          <p className={formStyles.hint} data-testid="messages-summary">
            {messages.total} messages, {messages.unread} unread.
          </p>
          {messages.items.length === 0 ? (
            <p className={formStyles.hint}>No messages yet.</p>
          ) : (
            <ul className={styles.list} data-testid="message-list">
              {messages.items.map((message) => (
                <li key={message.id} className={`${styles.message} ${message.read ? "" : styles.unread}`} data-testid="message" data-read={message.read}>
                  <div className={styles.head}>
                    <span>
                      {message.read ? null : <span className={styles.badge}>Unread · </span>}
                      <strong>{message.name}</strong> · <a href={`mailto:${message.email}`}>{message.email}</a>
                    </span>
                    <span className={formStyles.hint}>
                      <time dateTime={message.createdAt}>{formatAdminTime(message.createdAt)}</time> · from {message.clientAddress}
                    </span>
                  </div>
                  <p className={styles.body}>{message.message}</p>
                  <div className={formStyles.actions}>
                    <ReadToggle id={message.id} read={message.read} from={message.name} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager page={messages.page} pages={messages.pages} param="page" other={{ subscribers: subscriberPage }} />
        </AdminCard>

        <AdminCard id="subscribers" title="Newsletter Subscribers">
          <div className={formStyles.actions}>
            <p className={formStyles.hint} data-testid="subscribers-summary">
              {subscribers.total} subscribers.
            </p>
            <a href="/api/admin/subscribers/csv" className={buttonClass("secondary", { small: true })} download data-testid="subscribers-csv">
              Download CSV
            </a>
          </div>
          <DataTable
            caption="Newsletter subscribers, newest first"
            look="plain"
            columns={SUBSCRIBER_COLUMNS}
            rows={subscribers.items}
            rowKey={(subscriber) => subscriber.email}
            empty="No subscribers yet."
            testId="subscriber-table"
          />
          <Pager page={subscribers.page} pages={subscribers.pages} param="subscribers" other={{ page: messagePage }} />
        </AdminCard>
      </div>
    </>
  );
}
