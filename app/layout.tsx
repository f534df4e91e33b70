import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: "Scents | Luxury perfumes, diffusers and deodorants in Nigeria", template: "%s | Scents" },
  description: "Shop luxury perfumes, reed diffusers and deodorants in naira, with fast nationwide delivery across Nigeria.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG">
      <body>{children}</body>
    </html>
  );
}
