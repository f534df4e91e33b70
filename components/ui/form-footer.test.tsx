import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState, type FormEvent } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
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

/** A sign-up form holding its fields in state, as the shop's forms do: what it sends is what its state says. */
function SignUpForm({ send }: { send: (sent: { email: string; message: string }) => void }) {
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  return (
    <form aria-label="Sign up" onSubmit={(event) => (event.preventDefault(), send({ email, message }))}>
      <FormField id="email" label="Email">
        {(control) => <input {...control} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
      </FormField>
      <FormField id="message" label="Message">
        {(control) => <textarea {...control} value={message} onChange={(event) => setMessage(event.target.value)} />}
      </FormField>
      <FormFooter submit="Sign up" pending="Signing up..." busy={false} />
    </form>
  );
}

describe("a form that comes with the page's HTML, before its script runs", () => {
  it("cannot be sent, so it never submits natively with its fields in the address", () => {
    expect(renderToString(<SignUpForm send={jest.fn()} />)).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it("keeps what was typed meanwhile: once the script runs, the form's state holds it and sends it", async () => {
    const send = jest.fn();
    const page = document.createElement("div");
    page.innerHTML = renderToString(<SignUpForm send={send} />);
    document.body.append(page);
    page.querySelector("input")!.value = "ada@example.ng";
    page.querySelector("textarea")!.value = "Gift wrap, please";
    await act(async () => void hydrateRoot(page, <SignUpForm send={send} />));
    const submit = page.querySelector<HTMLButtonElement>("button[type=submit]")!;
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(send).toHaveBeenCalledWith({ email: "ada@example.ng", message: "Gift wrap, please" });
    expect(page.querySelector("input")).toHaveValue("ada@example.ng");
    page.remove();
  });
});

describe("the form footer's options", () => {
  it("lets a sign-in form's submit fill its width, with no status region where the form keeps its messages itself", () => {
    render(
      <form aria-label="Sign in">
        <FormFooter submit="Login" pending="Logging in..." busy={false} block />
      </form>,
    );
    expect(screen.getByRole("button", { name: "Login" }).className).toMatch(/block/);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("keeps a blocked submit pressable but marked unavailable, with the reason beside it in its tone", () => {
    const sent = jest.fn((event: FormEvent) => event.preventDefault());
    render(
      <form aria-label="Shipping" onSubmit={sent}>
        <FormFooter submit="Continue to payment" pending="Continue to payment" busy={false} blocked status="Some items are short of stock." statusTone="danger" />
      </form>,
    );
    const submit = screen.getByRole("button", { name: "Continue to payment" });
    expect(submit).toBeEnabled();
    expect(submit).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(submit);
    expect(sent).toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("Some items are short of stock.");
    expect(screen.getByRole("status").className).toMatch(/danger/);
  });

  it("disables the submit while there is nothing to send, and shows a failure with its way out", () => {
    render(
      <form aria-label="Track">
        <FormFooter
          submit="Apply"
          pending="Applying..."
          busy={false}
          disabled
          error={
            <>
              Order not found. <a href="#support">Contact Support</a>
            </>
          }
        />
      </form>,
    );
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent("Order not found.");
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "#support");
  });
});
