import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AdminMessagesPage extends pageObject({ messages: "message", summary: "messages-summary", subscribers: "subscriber-table", csv: "subscribers-csv" }, { path: "/admin/messages" }) {
  message(text: string): Locator {
    return this.messages.filter({ hasText: text });
  }
}
