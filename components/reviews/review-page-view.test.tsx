import { render, screen } from "@testing-library/react";
import { ReviewPageView } from "./review-page-view";

const form = { kind: "form" as const, productId: "64b7f0c2a1b2c3d4e5f60718", productName: "Midnight Oud", productPath: "/product/midnight-oud" };

describe("a review page", () => {
  it("says why a buyer may not review, under the eyebrow of the way they came", () => {
    render(<ReviewPageView page={{ kind: "refused", message: "This product has not been delivered to you" }} target={{ token: "t.k" }} refusedEyebrow="Reviews" />);
    expect(screen.getByText("Reviews")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Write a review");
    expect(screen.getByRole("alert")).toHaveTextContent("This product has not been delivered to you");
  });

  it("asks how a product was for a first review, and offers to edit one already written", () => {
    const { rerender } = render(<ReviewPageView page={{ ...form, initial: null }} target={{ productId: form.productId }} refusedEyebrow="Your account" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("How was Midnight Oud?");
    expect(screen.getByTestId("review-title-input")).toHaveValue("");
    rerender(<ReviewPageView page={{ ...form, initial: { rating: 4, title: "Lasts all day", text: "Warm and smoky.", longevity: 4, projection: null } }} target={{ token: "t.k" }} refusedEyebrow="Reviews" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Edit your review of Midnight Oud");
  });

  it("offers how long it lasts and how far it carries as labelled scales, opened on what the buyer said before", () => {
    render(<ReviewPageView page={{ ...form, initial: { rating: 4, title: "Lasts all day", text: "Warm and smoky.", longevity: 4, projection: null } }} target={{ productId: form.productId }} refusedEyebrow="Your account" />);
    expect(screen.getByLabelText(/How long it lasts/)).toHaveValue("4");
    expect(screen.getByRole("option", { name: "4: all day" })).toBeInTheDocument();
    expect(screen.getByLabelText(/How far it carries/)).toHaveValue("");
    expect(screen.getByRole("option", { name: "5: announces you" })).toBeInTheDocument();
  });
});
