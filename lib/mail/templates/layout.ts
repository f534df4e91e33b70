import { STORE_NAME } from "@/lib/admin/navigation";

/** What a template renders: one message in both forms, built from the same blocks. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  /** A message the shopper did not ask for by ordering: its one-click opt-out URL, sent as the List-Unsubscribe header (lib/mail/compose.ts). */
  oneClickOptOut?: string;
}

/** A label and its value, and for an order line the absolute URL of its photo. */
export type FactRow = readonly [label: string, value: string, photo?: string];

export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "facts"; rows: readonly FactRow[] }
  | { kind: "button"; label: string; url: string }
  /** A reminder's one-click opt-out, small at the end (lib/mail/opt-out.ts). */
  | { kind: "opt-out"; text: string; url: string };

// The storefront's light palette and type (app/globals.css), inlined: mail clients drop <style>.
const LOOK = {
  bg: "#faf8f5",
  surface: "#ffffff",
  fg: "#1d1a17",
  muted: "#5c544b",
  border: "#e4ddd2",
  accent: "#7a4e22",
  accentContrast: "#ffffff",
  serif: `"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif`,
  sans: `"Helvetica Neue", Helvetica, Arial, sans-serif`,
};

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function photoHtml(url: string): string {
  return `<img src="${escapeHtml(url)}" alt="" width="48" height="60" style="display:inline-block;vertical-align:middle;width:48px;height:60px;object-fit:cover;border-radius:6px;margin-right:12px;border:0">`;
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;line-height:1.55;white-space:pre-line">${escapeHtml(block.text)}</p>`;
    case "facts":
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value, photo]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:${LOOK.muted};border-bottom:1px solid ${LOOK.border};vertical-align:${photo ? "middle" : "top"}">${photo ? photoHtml(photo) : ""}${escapeHtml(label)}</td>` +
            `<td style="padding:6px 0;border-bottom:1px solid ${LOOK.border};text-align:right;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "button":
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:${LOOK.accent};color:${LOOK.accentContrast};` +
        `text-decoration:none;padding:12px 20px;border-radius:999px;font-weight:600">${escapeHtml(block.label)}</a></p>`
      );
    case "opt-out":
      return `<p style="margin:24px 0 0;font-size:13px;color:${LOOK.muted}">${escapeHtml(block.text)} <a href="${escapeHtml(block.url)}" style="color:${LOOK.muted}">Unsubscribe</a></p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "facts":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "button":
      return `${block.label}: ${block.url}`;
    case "opt-out":
      return `${block.text} Unsubscribe: ${block.url}`;
  }
}

/** The shop's frame around a message: its name as the masthead, the blocks, a short footer. */
export function renderMail(subject: string, heading: string, blocks: readonly MailBlock[]): MailContent {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px 12px;background:${LOOK.bg};color:${LOOK.fg};font-family:${LOOK.sans};font-size:16px">` +
    `<div style="max-width:560px;margin:0 auto;background:${LOOK.surface};border:1px solid ${LOOK.border};border-radius:14px;padding:32px 28px">` +
    `<p style="margin:0 0 24px;font-family:${LOOK.serif};font-size:22px;letter-spacing:0.04em;color:${LOOK.accent}">${STORE_NAME}</p>` +
    `<h1 style="margin:0 0 16px;font-family:${LOOK.serif};font-size:24px;font-weight:600">${escapeHtml(heading)}</h1>` +
    blocks.map(blockHtml).join("") +
    `</div><p style="max-width:560px;margin:16px auto 0;color:${LOOK.muted};font-size:13px;text-align:center">${STORE_NAME}: perfumes, diffusers and deodorants, delivered across Nigeria.</p>` +
    `</body></html>`;
  const text = [STORE_NAME, "", heading, "", ...blocks.map(blockText).flatMap((part) => [part, ""]), `${STORE_NAME}: perfumes, diffusers and deodorants, delivered across Nigeria.`].join("\n");
  return { subject, html, text };
}
