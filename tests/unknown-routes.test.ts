import { GET, POST } from "@/app/api/[...unknown]/route";

describe("unknown API paths", () => {
  it.each([GET, POST])("answer the catalogue's 404 in JSON", async (handler) => {
    const response = handler();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "Not found: The requested resource could not be found.",
    });
  });
});
