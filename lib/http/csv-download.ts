import { Readable } from "node:stream";

/** CSV text streamed to the browser as it is made, saved as `scents-NAME-<today>.csv`. */
export function csvDownload(name: string, text: AsyncIterable<string>): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(Readable.from(text, { objectMode: false })) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="scents-${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
