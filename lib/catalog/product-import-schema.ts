import { z } from "zod";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";

export const MAX_CATALOGUE_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTOS_ZIP_BYTES = 100 * 1024 * 1024;

export const IMPORT_UPLOAD_MESSAGES = {
  file: "Choose the catalogue's CSV file",
  fileSize: "The CSV file must be at most 20 MB",
  photosSize: "The zip of photos must be at most 100 MB",
  job: "This import is not known: check the file again",
} as const;

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

// An empty file input still sends a nameless, empty part: it means no file.
const optionalFile = z.preprocess((value) => (isFile(value) && value.size > 0 ? value : undefined), z.instanceof(File).optional());

/**
 * The import form: the CSV, optionally a zip of the photos its Image Src cells name, and, to
 * confirm, the job its dry run recorded (without it the upload is checked, never written).
 */
export const importUploadSchema = z.object({
  file: optionalFile.pipe(z.instanceof(File, { error: IMPORT_UPLOAD_MESSAGES.file }).refine((file) => file.size <= MAX_CATALOGUE_BYTES, IMPORT_UPLOAD_MESSAGES.fileSize)),
  photos: optionalFile.refine((file) => !file || file.size <= MAX_PHOTOS_ZIP_BYTES, IMPORT_UPLOAD_MESSAGES.photosSize),
  job: z.preprocess((value) => (value === "" ? undefined : value), objectIdSchema(IMPORT_UPLOAD_MESSAGES.job).optional()),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;
