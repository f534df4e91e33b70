import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface CloudinaryUpload {
  publicId: string;
  folder: string;
  bytes: Buffer;
}

/**
 * A local stand-in for Cloudinary's upload API (POST /v1_1/<cloud>/image/upload and .../destroy),
 * checking the request signature the way Cloudinary does: SHA-1 of the sorted signed parameters
 * followed by the API secret.
 */
export async function startCloudinaryStub(cloud: string, apiKey: string, apiSecret: string) {
  const uploads: CloudinaryUpload[] = [];
  const destroyed: string[] = [];
  let counter = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const form = await new Response(Buffer.concat(chunks), { headers: { "content-type": request.headers["content-type"] ?? "" } }).formData();
      const params: Record<string, string> = {};
      for (const [key, value] of form.entries()) if (typeof value === "string") params[key] = value;
      const signed = Object.keys(params)
        .filter((key) => !["file", "api_key", "signature", "resource_type", "cloud_name"].includes(key) && params[key] !== "")
        .sort()
        .map((key) => `${key}=${params[key]}`)
        .join("&");
      const expected = createHash("sha1").update(signed + apiSecret).digest("hex");
      if (params.api_key !== apiKey || params.signature !== expected) return answer(401, { error: { message: "Invalid Signature" } });

      if (request.url === `/v1_1/${cloud}/image/upload`) {
        const file = form.get("file");
        if (!(file instanceof Blob)) return answer(400, { error: { message: "Missing required parameter - file" } });
        counter += 1;
        const publicId = `${params.folder ? `${params.folder}/` : ""}stub${counter}`;
        uploads.push({ publicId, folder: params.folder ?? "", bytes: Buffer.from(await file.arrayBuffer()) });
        return answer(200, {
          public_id: publicId,
          version: 1,
          format: "png",
          resource_type: "image",
          secure_url: `https://res.cloudinary.com/${cloud}/image/upload/v1/${publicId}.png`,
        });
      }
      if (request.url === `/v1_1/${cloud}/image/destroy`) {
        destroyed.push(params.public_id ?? "");
        return answer(200, { result: "ok" });
      }
      return answer(404, { error: { message: "Not found" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    uploads,
    destroyed,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
