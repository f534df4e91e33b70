const TEXT_TYPES = new Set(["text", "email", "tel", "search", "url", "password", "number"]);

/** The value setter of the element's own class, which React's change tracker does not watch. */
function untrackedValueSetter(field: HTMLInputElement | HTMLTextAreaElement): (value: string) => void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!setter) throw new Error("A text field without a value setter");
  return (value) => setter.call(field, value);
}

/**
 * Hands what was typed into a form's text fields before the page's script ran to the form's state.
 * React hydrates a field as it finds it: the letters are on screen but reached no onChange, so the
 * form would check and send an empty field (on slow mobile data that is seconds of typing). Each
 * such field gets the input event React listens for, after its change tracker is told the field
 * still held what the server rendered, so onChange sees the typed value as a change.
 */
export function handOverTypedValues(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    untrackedValueSetter(field)(typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
