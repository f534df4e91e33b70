import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { PageViewBeacon } from "@/components/analytics/page-view-beacon";
import { AccountEntry } from "@/components/auth/account-entry";
import { AppProviders } from "@/components/layout/app-providers";
import { Footer } from "@/components/layout/footer";
import { Navbar } from "@/components/layout/navbar";
import { THEME_BOOT_SCRIPT } from "@/components/layout/theme";
import { siteUrl } from "@/lib/content/site-url";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: "Scents | Luxury perfumes, diffusers and deodorants in Nigeria", template: "%s | Scents" },
  description: "Shop luxury perfumes, reed diffusers and deodorants in naira, with fast nationwide delivery across Nigeria.",
  applicationName: "Scents",
  openGraph: { type: "website", siteName: "Scents", locale: "en_NG" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#faf8f5" },
    { media: "(prefers-color-scheme: dark)", color: "#141210" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script sets data-theme before React hydrates, so the attribute differs by design.
    <html lang="en-NG" data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      </head>
      <body>
        <AppProviders>
          <a href="#main-content" className="skip-link">
            Skip to content
          </a>
          <Navbar actions={<AccountEntry />} />
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <PageViewBeacon />
        </AppProviders>
      </body>
    </html>
  );
}
