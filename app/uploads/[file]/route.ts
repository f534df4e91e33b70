import { readLocalImage } from "@/lib/uploads/image-storage";

export const dynamic = "force-dynamic";

/** Serves product images stored on local disk (when Cloudinary is not configured). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const image = await readLocalImage(file);
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      // File names are random and never reused, so a copy can be kept for a year.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
