import { z } from "zod";
import { formatNaira } from "@/lib/money/naira";
import { checkoutReturnPath, oneClickOptOutPath, optOutPath } from "@/lib/vocabulary/reminder-paths";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** An abandoned checkout's reminder (lib/checkout/abandoned-checkouts.ts): what was left, a link back to it, and the one-click opt-out. */
export const checkoutReminder = defineTemplate({
  schema: z.object({
    customerName: z.string(),
    lines: z.array(z.object({ name: z.string().min(1), quantity: z.number().int().min(1) })).min(1),
    value: z.number().min(0),
    /** 1 or 2: the second reminder says it is the last. */
    reminder: z.union([z.literal(1), z.literal(2)]),
    returnToken: z.string().min(1),
    optOutToken: z.string().min(1),
  }),
  render: (reminder, { siteUrl }) => ({
    ...renderMail(
      reminder.reminder === 1 ? "You left something at checkout" : "Your checkout is still waiting",
      reminder.reminder === 1 ? "Still thinking it over?" : "One last reminder",
      [
        {
          kind: "paragraph",
          text: `Hello ${reminder.customerName}, you started a checkout at Scents and did not finish it. Your bag is kept for you: follow the link to pick up where you left off, at today's prices.`,
        },
        { kind: "facts", rows: [...reminder.lines.map((line) => [line.name, `× ${line.quantity}`] as const), ["Total when you left", formatNaira(reminder.value)]] },
        { kind: "button", label: "Return to your checkout", url: `${siteUrl}${checkoutReturnPath(reminder.returnToken)}` },
        {
          kind: "opt-out",
          text: reminder.reminder === 1 ? "You gave us this address at checkout. Don't want reminders?" : "This is the last reminder about this checkout. Don't want reminders?",
          url: `${siteUrl}${optOutPath(reminder.optOutToken)}`,
        },
      ],
    ),
    oneClickOptOut: `${siteUrl}${oneClickOptOutPath(reminder.optOutToken)}`,
  }),
});
