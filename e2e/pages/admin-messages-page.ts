import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AdminMessagesPage extends pageObject({ messages: "message", summary: "messages-summary", subscribers: "subscriber-table", csv: "subscribers-csv" }) {
  async open(): Promise<void> {
    await this.page.goto("/admin/messages");
  }

  message(text: string): Locator {
    return this.messages.filter({ hasText: text });
  }
}
