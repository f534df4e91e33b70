import { createRef } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { IMAGE_FILE_ACCEPT } from "@/lib/uploads/image-file";
import { ImageFileField } from "./image-file-field";

describe("an image file picker", () => {
  it("offers only the shop's image types and hands on every file chosen, in order", () => {
    const onChoose = jest.fn();
    const fileInput = createRef<HTMLInputElement>();
    render(<ImageFileField id="images" label="Images" hint="JPEG, PNG or WebP" error={undefined} multiple fileInput={fileInput} onChoose={onChoose} />);
    const input = screen.getByLabelText(/Images/);
    expect(input).toHaveAttribute("accept", IMAGE_FILE_ACCEPT);
    expect(input).toHaveAttribute("multiple");
    expect(fileInput.current).toBe(input);
    const files = [new File(["a"], "front.jpg", { type: "image/jpeg" }), new File(["b"], "back.png", { type: "image/png" })];
    fireEvent.change(input, { target: { files } });
    expect(onChoose).toHaveBeenCalledWith(files);
  });

  it("says what is wrong with the choice on the field", () => {
    render(<ImageFileField id="banner" label="Banner" hint="Up to 5 MB" error="Images must be at most 5 MB" fileInput={createRef()} onChoose={jest.fn()} />);
    expect(screen.getByLabelText(/Banner/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Images must be at most 5 MB")).toBeInTheDocument();
  });
});
