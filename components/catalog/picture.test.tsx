import { render, screen } from "@testing-library/react";
import { Picture } from "./picture";

const photo = {
  src: "/uploads/abc-1200.jpg",
  srcSet: "/uploads/abc-320.jpg 320w, /uploads/abc-640.jpg 640w",
  sources: [{ type: "image/avif", srcSet: "/uploads/abc-320.avif 320w, /uploads/abc-640.avif 640w" }],
};

describe("Picture", () => {
  it("is lazy and decodes off the main thread unless asked otherwise", () => {
    render(<Picture image={photo} alt="Midnight Oud" sizes="50vw" />);
    const image = screen.getByRole("img", { name: "Midnight Oud" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
  });

  it("decodes an eager image with the first paint, so the largest paint does not wait a frame for it", () => {
    render(<Picture image={photo} alt="Midnight Oud" sizes="50vw" loading="eager" fetchPriority="high" />);
    const image = screen.getByRole("img", { name: "Midnight Oud" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("decoding", "auto");
  });

  it("keeps a decoding the caller names", () => {
    render(<Picture image={photo} alt="Midnight Oud" sizes="50vw" loading="eager" decoding="async" />);
    expect(screen.getByRole("img", { name: "Midnight Oud" })).toHaveAttribute("decoding", "async");
  });
});
