import { render, screen } from "@testing-library/react";
import { FormField } from "./form-field";

describe("FormField", () => {
  it("ties the label to the control and, without an error, marks nothing invalid", () => {
    render(
      <FormField id="contact-email" label="Email">
        {(control) => <input {...control} type="email" />}
      </FormField>,
    );
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("id", "contact-email");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByTestId("contact-email-error")).not.toBeInTheDocument();
  });

  it("shows the error under the control, marks it invalid and describes the control with it", () => {
    render(
      <FormField id="checkout-city" label="City" error="City is required">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText("City");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("City is required");
    expect(screen.getByTestId("checkout-city-error")).toHaveAttribute("id", "checkout-city-error");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("describes the control with its hint and its error together", () => {
    render(
      <FormField id="product-images" label="Images" hint="JPEG, PNG or WebP." error="Add at least one image" look="compact">
        {(control) => <input {...control} type="file" />}
      </FormField>,
    );
    const input = screen.getByLabelText("Images");
    expect(input).toHaveAttribute("aria-describedby", "product-images-hint product-images-error");
    expect(input).toHaveAccessibleDescription("JPEG, PNG or WebP. Add at least one image");
  });

  it("works for selects and textareas, marks optional fields and keeps a hidden label for assistive technology", () => {
    render(
      <>
        <FormField id="state" label="State" error="Please choose a state" errorRole="alert" errorTestId="state-problem">
          {(control) => (
            <select {...control}>
              <option value="">Choose</option>
            </select>
          )}
        </FormField>
        <FormField id="postal" label="Postal code" optional>
          {(control) => <input {...control} />}
        </FormField>
        <FormField id="message" label="Message" hideLabel>
          {(control) => <textarea {...control} placeholder="Your message" />}
        </FormField>
      </>,
    );
    expect(screen.getByRole("combobox", { name: "State" })).toHaveAccessibleDescription("Please choose a state");
    expect(screen.getByRole("alert")).toHaveTextContent("Please choose a state");
    expect(screen.getByTestId("state-problem")).toBeInTheDocument();
    expect(screen.getByLabelText("Postal code (optional)")).toHaveAttribute("id", "postal");
    expect(screen.getByText("Message")).toHaveClass("visually-hidden");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAttribute("id", "message");
  });

  it("lets the control override its class and keeps the wrapper's extra class", () => {
    const { container } = render(
      <FormField id="cvv" label="CVV" className="wide">
        {(control) => <input {...control} className={`${control.className} digits`} />}
      </FormField>,
    );
    expect(container.firstChild).toHaveClass("wide");
    expect(screen.getByLabelText("CVV")).toHaveClass("digits");
  });
});
