import { fireEvent, render, screen } from "@testing-library/react";
import { FormField } from "./form-field";
import { useFormFields } from "./use-form-fields";

type Field = "city" | "phone";
const FIELDS: readonly Field[] = ["city", "phone"];
const required = (label: string) => (value: string) => (value.trim() ? undefined : `${label} is required`);
const CHECKS = { city: required("City"), phone: required("Phone") };

function Form({ live, onSend }: { live: boolean; onSend(values: Record<Field, string>): void }) {
  const { values, errors, edit, validate, reset } = useFormFields<Field>({
    initial: { city: "", phone: "" },
    fields: FIELDS,
    idFor: (field) => `f-${field}`,
    check: live ? (field, next) => CHECKS[field](next[field]) : undefined,
  });
  const submitCheck = () => (live ? validate() : validate({ city: CHECKS.city(values.city), phone: CHECKS.phone(values.phone) }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (submitCheck()) onSend(values);
      }}
    >
      {FIELDS.map((field) => (
        <FormField key={field} id={`f-${field}`} label={field} error={errors[field]}>
          {(control) => <input {...control} value={values[field]} onChange={(event) => edit(field, event.target.value)} />}
        </FormField>
      ))}
      <button type="submit">Send</button>
      <button type="button" onClick={() => reset({ city: "Abuja", phone: "" })}>
        Reset
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("useFormFields", () => {
  it("checks the edited field as the user types, and only that field", () => {
    render(<Form live onSend={jest.fn()} />);
    type("phone", "0801");
    type("phone", "");
    expect(screen.getByText("Phone is required")).toBeInTheDocument();
    expect(screen.queryByText("City is required")).not.toBeInTheDocument();
    type("phone", "0802");
    expect(screen.queryByText("Phone is required")).not.toBeInTheDocument();
  });

  it("on a failed submit shows every message, focuses the first field with one and sends nothing", () => {
    const onSend = jest.fn();
    render(<Form live onSend={onSend} />);
    type("city", "Lagos");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Phone is required")).toBeInTheDocument();
    expect(screen.getByLabelText("phone")).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
    type("phone", "0803");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenCalledWith({ city: "Lagos", phone: "0803" });
  });

  it("without a live check, editing a field clears its message; reset clears all and sets new values", () => {
    render(<Form live={false} onSend={jest.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("city")).toHaveFocus();
    type("city", "L");
    expect(screen.queryByText("City is required")).not.toBeInTheDocument();
    expect(screen.getByText("Phone is required")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.queryByText("Phone is required")).not.toBeInTheDocument();
    expect(screen.getByLabelText("city")).toHaveValue("Abuja");
  });
});
