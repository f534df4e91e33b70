/**
 * Component tests' stand-in for the API client: `jest.mock("@/lib/api-client/api-client")` gives
 * every screen the real ApiError (so refusals look as they do in the browser) and an
 * `apiRequest` each test answers as the server would.
 */
const actual = jest.requireActual<typeof import("../api-client")>("../api-client");

export const { API_TIMEOUT_MS, ApiError, errorFromResponse } = actual;
export const apiRequest = jest.fn();
