import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { PayLinkButton } from "./pay-link-button";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe("a payment link's Pay now, in test mode", () => {
  it("is disabled in the server's HTML, so a press before the page's script runs is not lost silently", () => {
    expect(renderToString(<PayLinkButton reference="LNK-1" amount={95000} paystackUrl={null} />)).toMatch(/<button[^>]*disabled=""[^>]*data-testid="pay-link-pay"/);
  });

  it("opens the test card sheet once the script runs", () => {
    render(<PayLinkButton reference="LNK-1" amount={95000} paystackUrl={null} />);
    const pay = screen.getByTestId("pay-link-pay");
    expect(pay).toBeEnabled();
    fireEvent.click(pay);
    expect(screen.getByTestId("test-card-cardNumber")).toBeInTheDocument();
  });
});
