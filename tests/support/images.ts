// Real, decodable images: a 1x1 PNG, and 8x8 JPEG and WebP files, so each goes through the photo pipeline.
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const JPEG_BYTES = Buffer.from(
  "/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJAAUs//2Q==",
  "base64",
);
export const WEBP_BYTES = Buffer.from("UklGRjQAAABXRUJQVlA4ICgAAACQAQCdASoIAAgAAkA4JZgCdLoAA5gA/vAb3/DlT6d1L/jebzWrEAAA", "base64");

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
