import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { SearchBox } from "./search-box";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const SUGGESTIONS = [
  { id: "a".repeat(24), name: "Midnight Oud Eau de Parfum", brand: "Maison Lagos" },
  { id: "b".repeat(24), name: "Midnight Rose", brand: "Kano Rose" },
];

beforeEach(() => {
  push.mockReset();
  global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, text: async () => JSON.stringify({ success: true, products: SUGGESTIONS }) })) as unknown as typeof fetch;
});

const control = { id: "search", className: undefined, "aria-invalid": undefined, "aria-describedby": undefined } as const;

const box = (
  <>
    <label htmlFor="search">Search</label>
    <SearchBox control={control} defaultValue="" />
  </>
);

function renderBox() {
  render(box);
  return screen.getByRole("combobox", { name: "Search" });
}

describe("SearchBox", () => {
  it("suggests products for what is typed and opens the one chosen with the arrows and Enter", async () => {
    const input = renderBox();
    expect(input).toHaveAttribute("aria-expanded", "false");
    fireEvent.change(input, { target: { value: "midn" } });
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Midnight Oud Eau de ParfumMaison Lagos", "Midnight RoseKano Rose"]);
    expect(global.fetch).toHaveBeenCalledWith("/api/products/suggestions?q=midn", expect.anything());
    expect(input).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(push).toHaveBeenCalledWith(`/product/${"b".repeat(24)}`);
  });

  it("closes on Escape, asks nothing for one letter, and leaves Enter to the form with nothing chosen", async () => {
    const input = renderBox();
    fireEvent.change(input, { target: { value: "m" } });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(global.fetch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "mi" } });
    await screen.findAllByRole("option");
    fireEvent.keyDown(input, { key: "Escape" });
    await waitFor(() => expect(input).toHaveAttribute("aria-expanded", "false"));
    fireEvent.keyDown(input, { key: "Enter" });
    expect(push).not.toHaveBeenCalled();
  });

  it("opens a suggestion clicked", async () => {
    const input = renderBox();
    fireEvent.change(input, { target: { value: "midnight" } });
    fireEvent.mouseDown((await screen.findAllByRole("option"))[0]!);
    expect(push).toHaveBeenCalledWith(`/product/${"a".repeat(24)}`);
  });

  it("asks for what was typed into the server's input before the box loaded, keeping focus and caret", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(box);
    document.body.append(container);
    const input = screen.getByRole<HTMLInputElement>("combobox", { name: "Search" });
    input.focus();
    input.value = "midn";
    input.setSelectionRange(2, 2);
    fireEvent.input(input);
    await act(async () => {
      render(box, { container, hydrate: true });
    });
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(2);
    expect(global.fetch).toHaveBeenCalledWith("/api/products/suggestions?q=midn", expect.anything());
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveValue("midn");
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(2);
  });
});
