import type { Locator, Page } from "@playwright/test";

type TestIds = Record<string, string>;
type Locators<T extends TestIds> = { readonly [K in keyof T]: Locator };

/**
 * The base of every page object: one locator per `data-testid`, named by the key, and `open()`
 * for a page with its own `path`. With `visible` (the default) only rendered elements match,
 * because several controls are rendered twice (phone and desktop layouts) and only one is on screen.
 */
export function pageObject<T extends TestIds>(ids: T, { visible = true, path }: { visible?: boolean; path?: string } = {}) {
  class PageObject {
    async open(): Promise<void> {
      if (!path) throw new Error("This page object has no path of its own to open");
      await this.page.goto(path);
    }

    constructor(readonly page: Page) {
      for (const [key, id] of Object.entries(ids)) {
        const locator = page.getByTestId(id);
        Object.defineProperty(this, key, { value: visible ? locator.filter({ visible: true }) : locator, enumerable: true });
      }
    }
  }
  return PageObject as new (page: Page) => PageObject & Locators<T>;
}
