import { act, renderHook } from "@testing-library/react";
import { ApiError } from "@/lib/api-client/api-client";
import { useSend } from "./use-send";

describe("a small form's send", () => {
  it("is busy while it is sent, and keeps the answer's message once it went through", async () => {
    const { result } = renderHook(() => useSend("text"));
    let finish: (message: string) => void = () => undefined;
    let sent: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sent = result.current.send(() => new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish("Alert saved");
      expect(await sent).toBe(true);
    });
    expect(result.current).toMatchObject({ busy: false, status: "Alert saved", error: null });
  });

  it("shows a refusal's message for its field, or the refusal's own, and says nothing went through", async () => {
    const { result } = renderHook(() => useSend("text"));
    await act(async () => {
      expect(await result.current.send(() => Promise.reject(new ApiError(400, "BAD_REQUEST", "Bad request", { text: ["Note is required"] })))).toBe(false);
    });
    expect(result.current).toMatchObject({ busy: false, error: "Note is required", status: null });
    await act(async () => {
      await result.current.send(() => Promise.reject(new ApiError(404, "NOT_FOUND", "Not found")));
    });
    expect(result.current.error).toBe("Not found");
    await act(async () => {
      await result.current.send(() => Promise.reject(new TypeError("fetch failed")));
    });
    expect(result.current.error).toBe("Fetch error");
  });
});
