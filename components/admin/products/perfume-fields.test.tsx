import { fireEvent, render, screen } from "@testing-library/react";
import { PerfumeFields } from "./perfume-fields";

const NOTES = ["Amber", "Oud", "Rose", "Saffron"];
const values = { topNotes: "Saffron, R", heartNotes: "", baseNotes: "" } as Parameters<typeof PerfumeFields>[0]["values"];

const offered = (id: string) => [...document.querySelectorAll(`#${id}-list option`)].map((option) => (option as HTMLOptionElement).value);

describe("PerfumeFields", () => {
  it("offers the shop's notes only in the notes field the owner is in, completing the note being typed", () => {
    render(<PerfumeFields values={values} errors={{}} edit={() => {}} knownNotes={NOTES} />);
    for (const id of ["product-topNotes", "product-heartNotes", "product-baseNotes"]) expect(offered(id)).toEqual([]);
    fireEvent.focus(screen.getByRole("combobox", { name: /Top notes/ }));
    expect(offered("product-topNotes")).toEqual(["Saffron, Amber", "Saffron, Oud", "Saffron, Rose"]);
    expect(offered("product-heartNotes")).toEqual([]);
    fireEvent.focus(screen.getByRole("combobox", { name: /Heart notes/ }));
    expect(offered("product-heartNotes")).toEqual(NOTES);
    expect(offered("product-topNotes")).toEqual([]);
  });
});
