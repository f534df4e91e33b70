import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import type { HomeCards, HomeCardsRequest } from "./home-cards";
import { ProductShowcase } from "./product-showcase";

const cardsOf = (type: "Perfume" | "Diffuser", from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `${type}-${from + index}`, type, card: <article data-testid="product-card">{`${type} ${from + index}`}</article> }));

function deferredLoad() {
  const calls: { request: HomeCardsRequest; answer: (cards: HomeCards) => void }[] = [];
  const load = jest.fn((request: HomeCardsRequest) => new Promise<HomeCards>((answer) => calls.push({ request, answer })));
  return { load, calls };
}

describe("ProductShowcase", () => {
  it("is disabled in the server's HTML, so a press on View More or a filter before the page's script runs is not lost", () => {
    const html = renderToString(<ProductShowcase initial={{ cards: cardsOf("Perfume", 0, 4), total: 40 }} load={jest.fn()} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="home-view-more"/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*disabled=""[^>]*>Perfume</);
  });

  it("loads the next cards from the server under skeleton cards, and hides View More at the end", async () => {
    const { load, calls } = deferredLoad();
    render(<ProductShowcase initial={{ cards: cardsOf("Perfume", 0, 4), total: 6 }} load={load} />);
    expect(screen.getAllByTestId("product-card")).toHaveLength(4);
    fireEvent.click(screen.getByTestId("home-view-more"));
    expect(load).toHaveBeenCalledWith({ type: undefined, page: 2 });
    expect(screen.getAllByTestId("product-skeleton")).toHaveLength(4);
    expect(screen.getAllByTestId("product-card")).toHaveLength(4);
    expect(screen.queryByTestId("home-view-more")).not.toBeInTheDocument();
    await act(async () => calls[0]?.answer({ cards: [...cardsOf("Perfume", 3, 1), ...cardsOf("Perfume", 4, 2)], total: 6 }));
    // The card shifted onto page 2 by a new product is not shown twice.
    expect(screen.getAllByTestId("product-card").map((card) => card.textContent)).toEqual(["Perfume 0", "Perfume 1", "Perfume 2", "Perfume 3", "Perfume 4", "Perfume 5"]);
    expect(screen.queryByTestId("product-skeleton")).not.toBeInTheDocument();
    expect(screen.queryByTestId("home-view-more")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 6 of 6 products");
  });

  it("shows the spec's six skeletons while a type's first cards load, and the latest choice wins", async () => {
    const { load, calls } = deferredLoad();
    render(<ProductShowcase initial={{ cards: cardsOf("Perfume", 0, 4), total: 40 }} load={load} />);
    fireEvent.click(screen.getByRole("button", { name: "Perfume" }));
    fireEvent.click(screen.getByRole("button", { name: "Diffuser" }));
    expect(screen.getAllByTestId("product-skeleton")).toHaveLength(6);
    expect(screen.queryByTestId("product-card")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Diffuser" })).toHaveAttribute("aria-pressed", "true");
    await act(async () => calls[1]?.answer({ cards: cardsOf("Diffuser", 0, 4), total: 9 }));
    await act(async () => calls[0]?.answer({ cards: cardsOf("Perfume", 0, 4), total: 31 }));
    expect(calls.map((call) => call.request)).toEqual([{ type: "Perfume", page: 1 }, { type: "Diffuser", page: 1 }]);
    expect(screen.getAllByTestId("product-card").map((card) => card.textContent)).toEqual(["Diffuser 0", "Diffuser 1", "Diffuser 2", "Diffuser 3"]);
    fireEvent.click(screen.getByTestId("home-view-more"));
    expect(load).toHaveBeenLastCalledWith({ type: "Diffuser", page: 2 });
  });

  it("keeps the cards and View More when a load fails, with no message", async () => {
    const load = jest.fn(() => Promise.reject(new Error("offline")));
    render(<ProductShowcase initial={{ cards: cardsOf("Perfume", 0, 4), total: 8 }} load={load} />);
    await act(async () => fireEvent.click(screen.getByTestId("home-view-more")));
    expect(screen.getAllByTestId("product-card")).toHaveLength(4);
    expect(screen.getByTestId("home-view-more")).toBeInTheDocument();
  });
});
