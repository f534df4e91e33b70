import type { ReactNode } from "react";
import { PageViewBeacon } from "@/components/analytics/page-view-beacon";
import { AccountEntry } from "@/components/auth/account-entry";
import { Footer } from "@/components/layout/footer";
import { Navbar } from "@/components/layout/navbar";

/** The storefront's frame: navbar, content and footer. The admin area has its own. */
export default function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <Navbar actions={<AccountEntry />} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PageViewBeacon />
    </>
  );
}
