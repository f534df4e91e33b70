import { readLocalImage } from "@/lib/uploads/image-storage";

export const dynamic = "force-dynamic";

/**
 * Serves product photos stored on local disk (when Cloudinary is not configured). Names are
 * content-addressed or random and never reused, so a copy is good for a year and the name is its
 * own validator.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const etag = `"${file}"`;
  const cacheHeaders = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag, "X-Content-Type-Options": "nosniff" };
  const image = await readLocalImage(file);
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const validators = request.headers.get("if-none-match")?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (validators?.includes(etag) || validators?.includes("*")) return new Response(null, { status: 304, headers: cacheHeaders });
  return new Response(Buffer.from(image.bytes), {
    headers: { ...cacheHeaders, "Content-Type": image.contentType, "Content-Length": String(image.bytes.byteLength) },
  });
}
