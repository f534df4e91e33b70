import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { galleryPhotos } from "./gallery-photos";
import { ProductGallery } from "./product-gallery";

const photo = (n: number) => ({ url: `/uploads/${String(n).repeat(24)}-1600x2000-1200.jpg`, width: 1600, height: 2000, placeholder: "data:image/webp;base64,AAAA" });
const PHOTOS = galleryPhotos([photo(1), photo(2), photo(3)]);
const NAME = "Maison Lune Midnight Oud";

// jsdom draws no modal dialogs: open and close flip the attribute and fire close, as browsers do.
// It has no PointerEvent either; a MouseEvent carries the clientX a swipe is measured by.
beforeAll(() => {
  window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});


const largeSrc = () => screen.getByTestId("product-image").getAttribute("src");
const thumbs = () => screen.getAllByTestId("product-thumb");

describe("ProductGallery", () => {
  it("shows the first photo large and eager, with a thumbnail per photo", () => {
    render(<ProductGallery photos={PHOTOS} name={NAME} />);
    const large = screen.getByTestId("product-image");
    expect(large).toHaveAttribute("alt", NAME);
    expect(large).toHaveAttribute("loading", "eager");
    expect(large).toHaveAttribute("fetchpriority", "high");
    expect(largeSrc()).toContain("111111111111111111111111");
    expect(screen.getByRole("list", { name: "Product photos" })).toBeInTheDocument();
    expect(thumbs().map((thumb) => thumb.getAttribute("aria-label"))).toEqual(["Show photo 1 of 3", "Show photo 2 of 3", "Show photo 3 of 3"]);
    expect(thumbs()[0]).toHaveAttribute("aria-pressed", "true");
    // Thumbnails wait until they are near the screen.
    for (const image of screen.getByRole("list").querySelectorAll("img")) expect(image).toHaveAttribute("loading", "lazy");
  });

  it("switches the large photo from a thumbnail", () => {
    render(<ProductGallery photos={PHOTOS} name={NAME} />);
    fireEvent.click(thumbs()[2] as HTMLElement);
    expect(largeSrc()).toContain("333333333333333333333333");
    expect(screen.getByTestId("product-image")).toHaveAttribute("alt", `${NAME}, photo 3 of 3`);
    expect(thumbs()[2]).toHaveAttribute("aria-pressed", "true");
    expect(thumbs()[0]).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("product-cover")).toHaveAccessibleName("Zoom photo 3 of 3");
  });

  it("moves between thumbnails with the arrow keys, Home and End, one tab stop for the row", () => {
    render(<ProductGallery photos={PHOTOS} name={NAME} />);
    expect(thumbs().map((thumb) => thumb.tabIndex)).toEqual([0, -1, -1]);
    (thumbs()[0] as HTMLElement).focus();
    fireEvent.keyDown(thumbs()[0] as HTMLElement, { key: "ArrowRight" });
    expect(thumbs()[1]).toHaveFocus();
    expect(largeSrc()).toContain("222222222222222222222222");
    expect(thumbs().map((thumb) => thumb.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(thumbs()[1] as HTMLElement, { key: "End" });
    expect(thumbs()[2]).toHaveFocus();
    fireEvent.keyDown(thumbs()[2] as HTMLElement, { key: "ArrowRight" });
    expect(thumbs()[0]).toHaveFocus();
    fireEvent.keyDown(thumbs()[0] as HTMLElement, { key: "ArrowLeft" });
    expect(largeSrc()).toContain("333333333333333333333333");
    fireEvent.keyDown(thumbs()[2] as HTMLElement, { key: "Home" });
    expect(largeSrc()).toContain("111111111111111111111111");
  });

  /** A finger or a mouse pressed on the large photo at one point and lifted at another. */
  const drag = (cover: HTMLElement, from: number, to: number) => {
    fireEvent.pointerDown(cover, { clientX: from });
    fireEvent.pointerUp(cover, { clientX: to });
  };

  it("switches photos with a swipe on the large photo, and a swipe does not open the zoom", () => {
    render(<ProductGallery photos={PHOTOS} name={NAME} />);
    const cover = screen.getByTestId("product-cover");
    drag(cover, 300, 200);
    fireEvent.click(cover);
    expect(largeSrc()).toContain("222222222222222222222222");
    expect(screen.queryByTestId("product-zoom")).toBeNull();
    drag(cover, 100, 220);
    expect(largeSrc()).toContain("111111111111111111111111");
    // A tap is not a swipe.
    drag(cover, 100, 110);
    expect(largeSrc()).toContain("111111111111111111111111");
  });

  it("opens the zoom on the first tap after a touch swipe, which ends in no click", async () => {
    render(<ProductGallery photos={PHOTOS} name={NAME} />);
    const cover = screen.getByTestId("product-cover");
    drag(cover, 300, 200);
    drag(cover, 150, 150);
    fireEvent.click(cover);
    expect(await screen.findByTestId("product-zoom")).toHaveAttribute("open");
  });

  it("opens a zoomed view of the chosen photo, steps through photos there, and gives focus back on close", async () => {
    render(<ProductGallery photos={PHOTOS} name={NAME} />);
    fireEvent.click(thumbs()[1] as HTMLElement);
    const cover = screen.getByTestId("product-cover");
    cover.focus();
    fireEvent.click(cover);
    const zoom = await screen.findByTestId("product-zoom");
    expect(zoom).toHaveAttribute("open");
    expect(within(zoom).getByRole("button", { name: "Close zoomed photo" })).toHaveFocus();
    const zoomed = within(zoom).getByRole("img");
    expect(zoomed).toHaveAttribute("alt", `${NAME}, photo 2 of 3`);
    expect(zoom.querySelector("source")).toHaveAttribute("sizes", "100vw");
    expect(within(zoom).getByText("Photo 2 of 3")).toBeInTheDocument();
    fireEvent.click(within(zoom).getByRole("button", { name: "Next photo" }));
    expect(within(zoom).getByRole("img")).toHaveAttribute("alt", `${NAME}, photo 3 of 3`);
    fireEvent.keyDown(zoom, { key: "ArrowLeft" });
    expect(within(zoom).getByText("Photo 2 of 3")).toBeInTheDocument();
    act(() => {
      fireEvent.click(within(zoom).getByRole("button", { name: "Close zoomed photo" }));
    });
    // Closed, the zoomed view leaves the page: its photo no longer downloads.
    expect(zoom).not.toHaveAttribute("open");
    expect(screen.queryByTestId("product-zoom")).toBeNull();
    expect(cover).toHaveFocus();
  });

  it("with one photo: no thumbnails, and the zoom has only its close button", async () => {
    render(<ProductGallery photos={galleryPhotos([photo(4)])} name={NAME} />);
    expect(screen.queryByRole("list")).toBeNull();
    fireEvent.click(screen.getByTestId("product-cover"));
    expect(within(await screen.findByTestId("product-zoom")).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(["Close zoomed photo"]);
  });

  it("shows the artwork when a product has no photo", () => {
    render(<ProductGallery photos={galleryPhotos([])} name={NAME} />);
    expect(largeSrc()).toBe("/products/placeholder.svg");
  });
});
