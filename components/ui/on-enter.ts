import type { KeyboardEvent } from "react";

/** A field's keydown handler where Enter runs `action` instead of submitting the form around it (a search inside a form, a dialog's key). */
export function onEnter(action: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    action();
  };
}
