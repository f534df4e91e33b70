import { act, render } from "@testing-library/react";
import { PageViewBeacon } from "./page-view-beacon";

let pathname = "/shop";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => jest.useRealTimers());

const sentPaths = () => fetchMock.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).path);

test("counts a page view once the browser is idle, not inside the render that shows the page", () => {
  render(<PageViewBeacon />);
  expect(fetchMock).not.toHaveBeenCalled();
  act(() => jest.runOnlyPendingTimers());
  expect(sentPaths()).toEqual(["/shop"]);
});

test("counts each storefront route it is shown on, and no admin page", () => {
  const { rerender } = render(<PageViewBeacon />);
  pathname = "/admin/orders";
  rerender(<PageViewBeacon />);
  pathname = "/cart";
  rerender(<PageViewBeacon />);
  act(() => jest.runOnlyPendingTimers());
  expect(sentPaths()).toEqual(["/shop", "/cart"]);
  pathname = "/shop";
});
