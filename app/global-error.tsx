"use client";

import { themeBootScript } from "@/components/layout/theme";
import "./globals.css";

/** Replaces the root layout when it fails: its own document, styled by the same tokens. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  console.error(error);
  return (
    <html lang="en-NG" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript("system") }} />
      </head>
      <body>
        <title>Something went wrong | Scents</title>
        <main className="container" style={{ paddingBlock: "6rem", display: "flex", flexDirection: "column", gap: "1rem", alignItems: "flex-start" }}>
          <p className="eyebrow">Scents</p>
          <h1>Something went wrong.</h1>
          <p>Server error: Something went wrong on our end. Please try again later.</p>
          <div style={{ display: "flex", gap: "0.75rem" }}>
            <button type="button" onClick={() => retry()} style={{ minHeight: 44, padding: "0 1.5rem", borderRadius: 999, border: "1px solid currentColor", background: "none", cursor: "pointer" }}>
              Try again
            </button>
            {/* A full page load: the app shell itself failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a hard reload is the point */}
            <a href="/" style={{ minHeight: 44, display: "inline-flex", alignItems: "center", padding: "0 1.5rem" }}>
              Back to home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
