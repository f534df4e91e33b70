import { apiRequest, ApiError } from "./api-client";
import { UNAUTHORIZED, unauthorizedCalls } from "./unauthorized";

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(body === undefined ? "" : JSON.stringify(body), { status }));
}

describe("apiRequest", () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("sends JSON to our API and returns the parsed answer", async () => {
    fetchMock.mockReturnValue(respond(200, { ok: 1 }));
    await expect(apiRequest("/newsletter", { body: { email: "a@b.co" } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/newsletter");
    expect(init).toMatchObject({ method: "POST", body: JSON.stringify({ email: "a@b.co" }), headers: { "Content-Type": "application/json" } });
  });

  it("prefers the server's message and keeps its field errors", async () => {
    fetchMock.mockReturnValue(respond(400, { code: "BAD_REQUEST", message: "Name is required", fieldErrors: { name: ["Name is required"] } }));
    await expect(apiRequest("/api/contact", { body: {} })).rejects.toMatchObject({ status: 400, message: "Name is required", fieldErrors: { name: ["Name is required"] } });
  });

  it.each([
    [403, "FORBIDDEN", "Forbidden: You do not have permission to access this resource."],
    [404, "NOT_FOUND", "Not found: The requested resource could not be found."],
    [500, "SERVER_ERROR", "Server error: Something went wrong on our end. Please try again later."],
    [418, "UNKNOWN_ERROR", "An unexpected error occurred. Please try again."],
  ])("maps a bare %i to the spec's catalogue", async (status, code, message) => {
    fetchMock.mockReturnValue(respond(status, undefined));
    await expect(apiRequest("/x")).rejects.toMatchObject({ status, code, message });
  });

  it("announces a 401 to the session layer", async () => {
    const listener = jest.fn();
    unauthorizedCalls.addEventListener(UNAUTHORIZED, listener);
    fetchMock.mockReturnValue(respond(401, undefined));
    try {
      await expect(apiRequest("/orders/all")).rejects.toBeInstanceOf(ApiError);
    } finally {
      unauthorizedCalls.removeEventListener(UNAUTHORIZED, listener);
    }
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reports a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiRequest("/x")).rejects.toMatchObject({ status: null, code: "NETWORK_ERROR" });
  });

  it("gives up after the timeout", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    await expect(apiRequest("/x", { timeoutMs: 20 })).rejects.toMatchObject({ status: 408, code: "TIMEOUT" });
  });
});
