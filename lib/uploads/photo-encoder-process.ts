import "server-only";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** One size to encode from the decoded photo: a width (none: the decoded width), a format and its encoder settings. */
export interface EncodedSize {
  width?: number;
  format: "avif" | "webp" | "jpeg" | "png";
  options: Record<string, unknown>;
  /** Flattened onto this colour first, for formats without transparency. */
  background?: string;
}

export interface EncodeRecipe {
  /** Mixed into the content hash, so a change of encodings gives new names. */
  hashSalt: string;
  maxInputPixels: number;
  maxWidth?: number;
  sizes: EncodedSize[];
}

export type EncodeResult = { ok: true; hash: string; width: number; height: number; files: Buffer[] } | { ok: false };

type Answer = { id: number; ok: true; hash: string; width: number; height: number; files: Uint8Array[] } | { id: number; ok: false };

interface Pending {
  /** The encoder the photo went to: only its death fails the photo. */
  child: ChildProcess;
  resolve: (result: EncodeResult) => void;
  reject: (error: Error) => void;
}

// Found from the working directory, as `npm start` and the Docker image both run from the app's root:
// a bundler must not rewrite the path of a file that runs as its own process.
const ENCODER = path.join(process.cwd(), "lib", "uploads", "photo-encoder.mjs");

const ENCODER_STOPPED = "the photo encoder stopped";

let encoder: ChildProcess | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function startEncoder(): ChildProcess {
  // spawn with an IPC channel, as fork would: Turbopack's build resolves fork's path as a module
  // and fails (vercel/next.js#97952). Advanced serialization hands buffers over as bytes.
  const child = spawn(process.execPath, [ENCODER], { serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
  child.on("message", (answer: Answer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    settleIdle();
    waiting.resolve(answer.ok ? { ok: true, hash: answer.hash, width: answer.width, height: answer.height, files: answer.files.map((file) => Buffer.from(file.buffer, file.byteOffset, file.byteLength)) } : { ok: false });
  });
  // A crashed encoder fails what it held; the next photo starts a new one.
  child.on("exit", () => {
    forget(child);
    for (const [id, waiting] of pending) {
      if (waiting.child !== child) continue;
      pending.delete(id);
      waiting.reject(new Error(ENCODER_STOPPED));
    }
  });
  return child;
}

/** An encoder known dead takes no more photos, even before its exit is heard. */
function forget(child: ChildProcess): void {
  if (encoder === child) encoder = null;
}

/** An idle encoder keeps no process alive: a test run or a script ends when its work does. */
function settleIdle(): void {
  if (pending.size === 0 && encoder) {
    encoder.unref();
    encoder.channel?.unref();
  }
}

/** Decodes the photo and encodes each size in the low-priority encoder process. */
export function encodeInEncoder(bytes: Uint8Array, recipe: EncodeRecipe): Promise<EncodeResult> {
  encoder ??= startEncoder();
  const child = encoder;
  child.ref();
  child.channel?.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { child, resolve, reject });
    child.send({ id, bytes, ...recipe }, (error) => {
      if (!error || !pending.delete(id)) return;
      // The channel closed under the photo (EPIPE): the encoder died before it could take it.
      forget(child);
      settleIdle();
      reject(new Error(ENCODER_STOPPED, { cause: error }));
    });
  });
}
