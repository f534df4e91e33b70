/**
 * Turns multipart fields into a plain object for a zod schema: a key sent once becomes a value,
 * a key sent several times (images) becomes a list.
 */
export function formDataToObject(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const result: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    result[key] = values.length === 1 ? (values[0] as FormDataEntryValue) : values;
  }
  return result;
}
