import { apiRequest as requestApi } from "@/lib/api-client/api-client";

// An admin form's test: its requests answered by the test, and the router refresh it asks for
// after a save counted. Imported before the form, so the form gets these mocks.
jest.mock("@/lib/api-client/api-client", () => ({ ...jest.requireActual("@/lib/api-client/api-client"), apiRequest: jest.fn() }));
export const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
export const apiRequest = jest.mocked(requestApi);

beforeEach(() => {
  apiRequest.mockReset();
  refresh.mockReset();
});
