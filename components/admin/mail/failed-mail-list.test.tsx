import { fireEvent, render, screen } from "@testing-library/react";
import { apiRequest } from "@/lib/api-client/api-client";
import type { FailedMailView } from "@/lib/mail/failed-messages";
import { FailedMailList } from "./failed-mail-list";
import { Notifications } from "@/components/ui/notifications";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/lib/api-client/api-client");
const request = jest.mocked(apiRequest);

const MESSAGE: FailedMailView = {
  id: "64b7f0c2a1b2c3d4e5f60718",
  to: "adaeze@example.com",
  subject: "Order ORD-ABCDEFGHIJ: Shipped",
  attempts: 8,
  lastError: "Message failed: 550 Mailbox unavailable",
  failedAt: "2026-03-01T10:00:00.000Z",
};

describe("the dashboard's failed e-mails", () => {
  beforeEach(() => {
    request.mockReset();
    refresh.mockReset();
  });

  it("says so when every e-mail went out", () => {
    render(<FailedMailList messages={[]} total={0} />, { wrapper: Notifications });
    expect(screen.getByText("Every e-mail went out.")).toBeInTheDocument();
  });

  it("shows each failed e-mail with the server's answer, and queues it again on Retry", async () => {
    request.mockResolvedValue({ success: true });
    render(<FailedMailList messages={[MESSAGE]} total={1} />, { wrapper: Notifications });
    expect(screen.getByTestId("failed-mail-item")).toHaveTextContent("Order ORD-ABCDEFGHIJ: Shipped · adaeze@example.com");
    expect(screen.getByTestId("failed-mail-item")).toHaveTextContent("550 Mailbox unavailable");
    fireEvent.click(screen.getByRole("button", { name: 'Retry the e-mail "Order ORD-ABCDEFGHIJ: Shipped" to adaeze@example.com' }));
    expect(await screen.findByTestId("toast-success")).toHaveTextContent("The e-mail to adaeze@example.com is queued to be sent again.");
    expect(request).toHaveBeenCalledWith(`/admin/mail/${MESSAGE.id}/retry`, { method: "POST" });
    expect(refresh).toHaveBeenCalled();
  });

  it("shows the server's refusal when the retry fails", async () => {
    request.mockRejectedValue(new Error("This e-mail is no longer failed: it is already queued or sent."));
    render(<FailedMailList messages={[MESSAGE]} total={1} />, { wrapper: Notifications });
    fireEvent.click(screen.getByTestId("failed-mail-retry"));
    expect(await screen.findByTestId("toast-error")).toHaveTextContent("already queued or sent");
    expect(refresh).not.toHaveBeenCalled();
  });
});
