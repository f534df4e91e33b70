import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { parseVariantFileName } from "@/lib/images/photo-variants";
import { CAMERA_MAKE, cameraPhoto, decompressionBomb } from "@/tests/support/camera-photo";
import { encodeInEncoder } from "./photo-encoder-process";
import { cleanPhoto, processPhoto } from "./photo-pipeline";

async function refusal(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error instanceof DomainError ? { kind: error.kind, fields: error.detail.fields } : error;
  }
  throw new Error("expected a refusal");
}

// Encoding a camera photo into every width takes a second or two on one core; CI shares two.
jest.setTimeout(60_000);

const refused = (message: string) => ({ kind: "invalid", fields: { images: [message] } });

beforeAll(() => {
  for (const encoder of encoderThreads()) earlierEncoders.add(encoder.pid);
});

describe("the photo pipeline", () => {
  let portrait: Awaited<ReturnType<typeof processPhoto>>;

  beforeAll(async () => {
    // Stored sideways, as phones do, with "turn 90° clockwise" in its EXIF, and the camera's GPS.
    portrait = await processPhoto(await cameraPhoto({ width: 2400, height: 1800, orientation: 6 }));
  });

  it("turns the photo upright from its EXIF orientation and caps it at 1600 wide", () => {
    expect(portrait.key).toMatchObject({ width: 1600, height: 2133 });
  });

  it("writes every width up to the photo's own in AVIF and WebP, and a 1200-wide JPEG", async () => {
    const written = await Promise.all(
      portrait.files.map(async (file) => {
        const meta = await sharp(file.bytes).metadata();
        return `${meta.format} ${meta.width}`;
      }),
    );
    expect(written.sort()).toEqual(
      ["heif 320", "heif 480", "heif 640", "heif 960", "heif 1280", "heif 1600", "webp 320", "webp 480", "webp 640", "webp 960", "webp 1280", "webp 1600", "jpeg 1200"].sort(),
    );
    for (const file of portrait.files) expect(parseVariantFileName(file.name)).not.toBeNull();
  });

  it("strips every piece of metadata: no EXIF, no GPS, no camera make in any file", async () => {
    for (const file of portrait.files) {
      const meta = await sharp(file.bytes).metadata();
      expect({ file: file.name, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({ file: file.name, exif: undefined, xmp: undefined, iptc: undefined, orientation: undefined });
      expect(file.bytes.includes(CAMERA_MAKE)).toBe(false);
      expect(file.bytes.includes("Exif")).toBe(false);
    }
  });

  it("paints a tiny placeholder", async () => {
    expect(portrait.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(portrait.placeholder.length).toBeLessThan(1000);
    const meta = await sharp(Buffer.from(portrait.placeholder.split(",")[1] ?? "", "base64")).metadata();
    expect(meta.width).toBe(16);
  });

  it("never upscales a small photo: its own width is the largest", async () => {
    const small = await processPhoto(await cameraPhoto({ width: 700, height: 500 }));
    expect(small.key).toMatchObject({ width: 700, height: 500 });
    expect(small.files.map((file) => file.name.replace(/^[a-f0-9]+-700x500-/, "")).sort()).toEqual(
      ["320.avif", "480.avif", "640.avif", "700.avif", "320.webp", "480.webp", "640.webp", "700.webp", "700.jpg"].sort(),
    );
  });

  it("names files by content: the same photo gets the same names, another photo other names", async () => {
    const photo = await cameraPhoto({ width: 400, height: 300 });
    const [first, again, other] = [await processPhoto(photo), await processPhoto(photo), await processPhoto(await cameraPhoto({ width: 400, height: 300, grain: 30 }))];
    expect(again.key).toEqual(first.key);
    expect(other.key.hash).not.toBe(first.key.hash);
  });

  it("sends Cloudinary one clean, upright JPEG without metadata", async () => {
    const clean = await cleanPhoto(await cameraPhoto({ width: 800, height: 600, orientation: 6 }));
    const meta = await sharp(clean.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ format: "jpeg", width: 600, height: 800, exif: undefined });
    expect(clean.bytes.includes(CAMERA_MAKE)).toBe(false);
  });

  it("refuses a decompression bomb from its header, before decoding a pixel", async () => {
    const started = performance.now();
    expect(await refusal(processPhoto(await decompressionBomb()))).toEqual(refused("Image is too large: at most 50 megapixels"));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ["a JPEG cut short after its header", () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), "This image could not be read: save the photo as JPEG and upload it again"],
    ["an iPhone HEIC photo", () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(64)]), "HEIC photos cannot be read here: save the photo as JPEG and upload it again"],
    ["a GIF", () => Buffer.from("GIF89a........"), "Image must be a JPEG, PNG or WebP file"],
    ["a file over 5 MB", () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]), "Image must be at most 5 MB"],
  ])("refuses %s with the owner's message", async (_label, bytes, message) => {
    expect(await refusal(processPhoto(bytes()))).toEqual(refused(message));
  });

  it("refuses a photo whose header reads but whose pixels are cut short, and encodes the next one", async () => {
    const photo = await cameraPhoto({ width: 1200, height: 900 });
    expect(await refusal(processPhoto(photo.subarray(0, photo.length / 2)))).toEqual(refused("This image could not be read: save the photo as JPEG and upload it again"));
    expect((await processPhoto(photo)).key).toMatchObject({ width: 1200, height: 900 });
  });
});

// Jest runs files one after another in the same worker: encoders left idle by earlier files are not this file's.
const earlierEncoders = new Set<number>();

/** The encoder processes this file started, each with the priority of every one of its threads. */
function encoderThreads(): { pid: number; threads: { name: string; nice: number }[] }[] {
  const encoders = [];
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const stat = (file: string) => {
      const text = readFileSync(file, "utf8");
      return { name: text.slice(text.indexOf("(") + 1, text.lastIndexOf(")")), fields: text.slice(text.lastIndexOf(")") + 2).split(" ") };
    };
    try {
      if (earlierEncoders.has(Number(entry)) || Number(stat(`/proc/${entry}/stat`).fields[1]) !== process.pid || !readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("photo-encoder")) continue;
      const threads = readdirSync(`/proc/${entry}/task`).map((thread) => {
        const { name, fields } = stat(`/proc/${entry}/task/${thread}/stat`);
        return { name, nice: Number(fields[16]) };
      });
      encoders.push({ pid: Number(entry), threads });
    } catch {
      // The process ended while we looked.
    }
  }
  return encoders;
}

/** The CPU time the process has used, in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** The process has ended: a zombie waiting to be reaped, or no longer there. */
function isGone(pid: number): boolean {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}

describe("the photo encoder process", () => {
  it("encodes outside the server's process, with every thread at niceness 10, so shoppers' requests come first", async () => {
    await processPhoto(await cameraPhoto({ width: 2000, height: 1500 }));
    const [encoder, ...others] = encoderThreads();
    expect(others).toEqual([]);
    expect(encoder?.threads.some((thread) => thread.name === "libvips worker")).toBe(true);
    expect(encoder?.threads.filter((thread) => thread.nice !== 10)).toEqual([]);
  });

  it("starts a new encoder when the last one died, and the photo in hand is refused, not lost in silence", async () => {
    await processPhoto(await cameraPhoto({ width: 400, height: 300 }));
    const [first] = encoderThreads();
    if (!first) throw new Error("no encoder running");
    const idle = cpuTicks(first.pid);
    const inHand = processPhoto(await cameraPhoto({ width: 3000, height: 2000 }));
    // Killed once it is at work on the photo: killed sooner, its exit could be heard before the photo is sent.
    while (cpuTicks(first.pid) === idle) await new Promise((resolve) => setTimeout(resolve, 2));
    process.kill(first.pid, "SIGKILL");
    await expect(inHand).rejects.toThrow("the photo encoder stopped");
    expect((await processPhoto(await cameraPhoto({ width: 400, height: 300 }))).key).toMatchObject({ width: 400, height: 300 });
    expect(encoderThreads().map((encoder) => encoder.pid)).not.toContain(first.pid);
  });

  it("refuses a photo sent to an encoder that has just died with the same reason, whichever notices first", async () => {
    await processPhoto(await cameraPhoto({ width: 400, height: 300 }));
    const [first] = encoderThreads();
    if (!first) throw new Error("no encoder running");
    const photo = await cameraPhoto({ width: 400, height: 300 });
    process.kill(first.pid, "SIGKILL");
    // Gone before this process has heard of it (its exit waits for the event loop): the photo is
    // written into a closed channel (EPIPE).
    while (!isGone(first.pid)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    const sent = encodeInEncoder(photo, { hashSalt: "test", maxInputPixels: 1e8, sizes: [{ format: "png", options: {} }] });
    await expect(sent).rejects.toThrow("the photo encoder stopped");
    expect((await processPhoto(photo)).key).toMatchObject({ width: 400, height: 300 });
  });
});
