import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState, type FormEvent } from "react";
import { FormField } from "./form-field";
import { FormFooter } from "./form-footer";

/** A form whose send the test settles: with a field's message, a message of its own, or done. */
function NoteForm({ send }: { send: () => Promise<{ field?: string; error?: string }> }) {
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const outcome = await send();
    setFieldError(outcome.field ?? null);
    setError(outcome.error ?? null);
    if (!outcome.field && !outcome.error) setStatus("Note added");
    setBusy(false);
  }
  return (
    <form onSubmit={submit} aria-label="Add a note">
      <FormField id="title" label="Title">
        {(control) => <input {...control} />}
      </FormField>
      <FormField id="text" label="Note" error={fieldError}>
        {(control) => <textarea {...control} />}
      </FormField>
      <FormFooter submit="Add note" pending="Adding..." busy={busy} status={status} error={error} errorTestId="note-failure">
        <button type="button">Cancel</button>
      </FormFooter>
    </form>
  );
}

function deferred() {
  let settle: (outcome: { field?: string; error?: string }) => void = () => undefined;
  const promise = new Promise<{ field?: string; error?: string }>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe("the form footer", () => {
  it("disables the submit and says what it is doing while the form is sent, then says it is done", async () => {
    const send = deferred();
    render(<NoteForm send={() => send.promise} />);
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(screen.getByRole("button", { name: "Adding..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
    await act(async () => send.settle({}));
    expect(screen.getByRole("button", { name: "Add note" })).toBeEnabled();
    expect(screen.getByRole("status")).toHaveTextContent("Note added");
  });

  it("focuses the first field the server's answer marked, after the send", async () => {
    const send = deferred();
    render(<NoteForm send={() => send.promise} />);
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    await act(async () => send.settle({ field: "Note is required" }));
    expect(screen.getByLabelText("Note")).toHaveFocus();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows a failure that belongs to no field as an alert", async () => {
    const send = deferred();
    render(<NoteForm send={() => send.promise} />);
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    await act(async () => send.settle({ error: "Could not add the note. Please try again." }));
    expect(screen.getByRole("alert")).toHaveTextContent("Could not add the note. Please try again.");
    expect(screen.getByTestId("note-failure")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).not.toHaveFocus();
  });
});
