import sharp from "sharp";

export interface CameraPhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation as a phone writes it: 6 means "turn 90° clockwise to view". */
  orientation?: number;
  quality?: number;
  /** How grainy the picture is: more grain, a larger file, as a dim room gives a phone. */
  grain?: number;
}

/** Where the test phone says it was: Lagos Island. */
export const CAMERA_GPS = { latitude: "6/1 27/1 0/1", longitude: "3/1 23/1 0/1" };
export const CAMERA_MAKE = "ScentsTestPhone";

/**
 * A photo as a phone camera writes it: a 12-megapixel JPEG of a few MB by default, with the
 * camera's make and the GPS position in its EXIF, and an orientation tag. The picture is a lit
 * bottle-shaped shape over a gradient with grain, so encoders work as hard as on a real photo.
 * Grain alone averages out when the pipeline scales the photo down (a 640 px AVIF of it weighed
 * 1.4 kB, a real photograph 20 times that), so it also carries texture at coarser scales: the
 * surfaces and shadows of a real scene, which stay in every variant.
 */
export async function cameraPhoto({ width = 4032, height = 3024, orientation = 1, quality = 90, grain = 12 }: CameraPhotoOptions = {}): Promise<Buffer> {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9c7a7"/><stop offset="1" stop-color="#4a3526"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <rect x="${width * 0.4}" y="${height * 0.25}" width="${width * 0.2}" height="${height * 0.6}" rx="${width * 0.02}" fill="#8a5a2b" opacity="0.85"/>
      <rect x="${width * 0.46}" y="${height * 0.15}" width="${width * 0.08}" height="${height * 0.1}" fill="#222"/>
    </svg>`,
  );
  const layers = await Promise.all([1, ...TEXTURE_SCALES].map((scale) => noiseLayer(width, height, scale, scale === 1 ? grain : TEXTURE_SIGMA)));
  return sharp(scene)
    .composite(layers.map((input) => ({ input, raw: { width, height, channels: 3 as const }, blend: "overlay" as const })))
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: "Model 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: CAMERA_GPS.latitude, GPSLongitudeRef: "E", GPSLongitude: CAMERA_GPS.longitude },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** Texture sizes, in pixels of the full photo: each survives down to variants that many times smaller. */
const TEXTURE_SCALES = [8, 32, 128];
const TEXTURE_SIGMA = 16;

/** Gaussian noise drawn at 1/scale of the photo and smoothed up to its size. */
async function noiseLayer(width: number, height: number, scale: number, sigma: number): Promise<Buffer> {
  const noise = sharp({ create: { width: Math.max(2, Math.round(width / scale)), height: Math.max(2, Math.round(height / scale)), channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } } });
  if (scale === 1) return noise.raw().toBuffer();
  return sharp(await noise.png().toBuffer()).resize(width, height, { fit: "fill", kernel: "cubic" }).raw().toBuffer();
}

/** A PNG whose header claims a size far beyond any camera: decoding it would take gigabytes. */
export async function decompressionBomb(width = 30_000, height = 30_000): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } }).png().toBuffer());
  // IHDR's width and height sit at bytes 16-23, its CRC after the 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
