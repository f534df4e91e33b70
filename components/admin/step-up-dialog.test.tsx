import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { apiRequest } from "@/lib/api-client/api-client";
import { StepUpDialog } from "./step-up-dialog";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

// jsdom has no Response: the client reads only these.
const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 300, status, text: () => Promise.resolve(JSON.stringify(body)) } as Response);

describe("StepUpDialog", () => {
  it("asks for the key when a call is refused for want of it, gives it, and makes the call again", async () => {
    const calls: string[] = [];
    global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${String(url)}`);
      if (String(url) === "/api/admin/step-up") {
        const { securityKey } = JSON.parse(String(init?.body)) as { securityKey: string };
        return securityKey === "RIGHT-KEY-1" ? answer(200, { success: true }) : answer(403, { success: false, code: "FORBIDDEN", message: "That security key or backup code is not right.", reason: "wrong-security-key" });
      }
      const stepped = calls.includes("POST /api/admin/step-up") && calls.filter((call) => call.endsWith("step-up")).length > 1;
      return stepped ? answer(200, { codes: ["A"] }) : answer(403, { success: false, code: "FORBIDDEN", message: "Enter your security key", reason: "key-required" });
    }) as typeof fetch;
    render(<StepUpDialog />);
    let result: Promise<{ codes: string[] }> = Promise.resolve({ codes: [] });
    act(() => {
      result = apiRequest<{ codes: string[] }>("/admin/backup-codes", { method: "POST" });
    });
    const input = await screen.findByTestId("step-up-key");
    fireEvent.change(input, { target: { value: "WRONG-KEY" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText("That security key or backup code is not right.")).toBeInTheDocument();
    fireEvent.change(input, { target: { value: "RIGHT-KEY-1" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await expect(result).resolves.toEqual({ codes: ["A"] });
    await waitFor(() => expect(screen.getByTestId("step-up-dialog")).not.toHaveAttribute("open"));
    expect(calls).toEqual(["POST /api/admin/backup-codes", "POST /api/admin/step-up", "POST /api/admin/step-up", "POST /api/admin/backup-codes"]);
  });

  it("gives the refusal to the caller when the admin cancels", async () => {
    global.fetch = jest.fn(() => answer(403, { success: false, code: "FORBIDDEN", message: "Enter your security key", reason: "key-required" })) as typeof fetch;
    render(<StepUpDialog />);
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = apiRequest("/admin/backup-codes", { method: "POST" });
    });
    await screen.findByTestId("step-up-key");
    fireEvent.click(screen.getByRole("button", { name: "Cancel", hidden: true }));
    await expect(result).rejects.toMatchObject({ status: 403, reason: "key-required" });
  });
});
