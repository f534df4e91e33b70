// A real 1x1 PNG, and the smallest headers that make JPEG and WebP files.
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
export const WEBP_BYTES = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x1a, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c, 0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]);

export function imageFile(bytes: Uint8Array, name: string, type = "image/png"): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export function productForm(fields: Record<string, string> = {}, images: File[] = []): FormData {
  const form = new FormData();
  const defaults = {
    brand: "Maison Test",
    name: "Harmattan Breeze",
    type: "Perfume",
    price: "42500.50",
    description: "Dry, warm and bright.",
    stock: "12",
    discount: "0",
    promoStartDate: "",
    promoEndDate: "",
  };
  for (const [key, value] of Object.entries({ ...defaults, ...fields })) form.append(key, value);
  for (const image of images) form.append("images", image);
  return form;
}
