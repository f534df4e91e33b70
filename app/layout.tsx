import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/layout/app-providers";
import { themeBootScript } from "@/components/layout/theme";
import { ZOD_WITHOUT_EVAL_SCRIPT } from "@/components/layout/zod-without-eval";
import { siteDefaultTheme } from "@/lib/content/site-content";
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

/** The document: the storefront and the admin area each bring their own layout inside it. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const theme = await siteDefaultTheme();
  return (
    // The boot script sets data-theme before React hydrates, so the attribute differs by design.
    <html lang="en-NG" data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript(theme) }} />
        <script dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL_SCRIPT }} />
      </head>
      <body>
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
