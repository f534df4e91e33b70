import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { COLLECTION_MESSAGES } from "@/lib/catalog/collection-schema";
import { CollectionForm } from "./collection-form";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const PRODUCTS = [
  { _id: "65f000000000000000000001", label: "Maison Lagos Midnight Oud" },
  { _id: "65f000000000000000000002", label: "Zaria Oud Royal Sandal Attar" },
];

let fetch: jest.Mock;
beforeEach(() => {
  fetch = jest.fn(() => Promise.resolve({ ok: true, status: 201, text: async () => JSON.stringify({ success: true, data: {} }) }));
  global.fetch = fetch as unknown as typeof global.fetch;
});

describe("the collection form", () => {
  it("refuses a rule with no condition before sending anything", () => {
    render(<CollectionForm editing={null} products={PRODUCTS} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Oud" } });
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "oud" } });
    fireEvent.click(screen.getByTestId("collection-submit"));
    expect(screen.getByRole("alert")).toHaveTextContent(COLLECTION_MESSAGES.rule);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends hand-picked products in the order the owner set", async () => {
    render(<CollectionForm editing={null} products={PRODUCTS} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Ouds" } });
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "ouds" } });
    fireEvent.click(screen.getByTestId("collection-kind-picked"));
    for (const product of PRODUCTS) {
      fireEvent.change(screen.getByLabelText("Add a product"), { target: { value: product._id } });
      fireEvent.click(screen.getByTestId("collection-pick-add"));
    }
    fireEvent.click(within(screen.getByTestId("collection-picked")).getByRole("button", { name: "Up Zaria Oud Royal Sandal Attar" }));
    fireEvent.click(screen.getByTestId("collection-submit"));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/admin/collections"));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/collections");
    expect(JSON.parse(String(init?.body))).toMatchObject({ slug: "ouds", kind: "picked", products: [PRODUCTS[1]!._id, PRODUCTS[0]!._id], rule: {} });
  });

  it("uploads the chosen photo to the collection once it is saved, with its description in the collection", async () => {
    URL.createObjectURL = jest.fn(() => "blob:photo");
    URL.revokeObjectURL = jest.fn();
    fetch.mockImplementationOnce(() => Promise.resolve({ ok: true, status: 201, text: async () => JSON.stringify({ success: true, data: { _id: "65f0000000000000000000aa" } }) }));
    render(<CollectionForm editing={null} products={PRODUCTS} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Evening" } });
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "evening" } });
    fireEvent.change(screen.getByLabelText(/Image description/), { target: { value: "Three bottles on a dark table" } });
    fireEvent.change(screen.getByTestId("collection-rule-type"), { target: { value: "Perfume" } });
    const photo = new File(["png"], "evening.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("collection-image"), { target: { files: [photo] } });
    expect(screen.getByAltText("Preview of the collection's image")).toHaveAttribute("src", "blob:photo");
    fireEvent.click(screen.getByTestId("collection-submit"));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/admin/collections"));
    const calls = fetch.mock.calls as [string, RequestInit][];
    const [, saved] = calls[0]!;
    const [url, upload] = calls[1]!;
    expect(JSON.parse(String(saved.body))).toMatchObject({ slug: "evening", imageAlt: "Three bottles on a dark table" });
    expect(url).toBe("/api/admin/collections/65f0000000000000000000aa/image");
    expect(upload.method).toBe("PUT");
    expect((upload.body as FormData).get("image")).toBe(photo);
  });
});
