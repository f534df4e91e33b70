import { act, fireEvent, render, screen } from "@testing-library/react";
import { ReviewActions } from "./review-actions";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

describe("a review's public reply", () => {
  it("says it is saving while the reply is sent, then what the server answered", async () => {
    let answer: (value: unknown) => void = () => {};
    global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    render(<ReviewActions id="r1" state="published" reply="" />);
    fireEvent.change(screen.getByLabelText(/Your public reply/), { target: { value: "Thank you, Ada" } });
    fireEvent.click(screen.getByTestId("review-reply-submit"));
    const submit = await screen.findByRole("button", { name: "Saving..." });
    expect(submit).toBeDisabled();
    // jsdom has no fetch Response: this is the part apiRequest reads.
    await act(async () => answer({ ok: true, status: 200, text: async () => JSON.stringify({ success: true, message: "Reply saved" }) }));
    expect(screen.getByTestId("review-reply-submit")).toHaveTextContent("Save reply");
    expect(screen.getByTestId("review-action-status")).toHaveTextContent("Reply saved");
  });
});
