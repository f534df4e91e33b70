import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Uploads go to a temporary folder for this test file, with Cloudinary off, and the folder goes
 * afterwards. Returns where the folder is (known once the file's tests start).
 */
export function withLocalUploads(prefix: string): () => string {
  let folder = "";
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), prefix));
    process.env.UPLOADS_DIR = folder;
    delete process.env.CLOUDINARY_URL;
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    delete process.env.UPLOADS_DIR;
  });
  return () => folder;
}
