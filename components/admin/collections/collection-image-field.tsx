"use client";

import { useEffect, useRef, useState } from "react";
import { ResponsivePicture } from "@/components/catalog/responsive-picture";
import { ImageFileField } from "../image-file-field";
import productStyles from "../products/products.module.css";

interface Props {
  /** The photo the collection shows now, if any. */
  current: string | null;
  error: string | undefined;
  onChoose(file: File | null): void;
}

/** The collection's photo: a file to upload (through the product photos' pipeline) and a preview of what its page will show. */
export function CollectionImageField({ current, error, onChoose }: Props) {
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [preview, setPreview] = useState<string | null>(current);
  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => void (objectUrl.current && URL.revokeObjectURL(objectUrl.current)), []);

  const choose = (files: File[]) => {
    const file = files[0] ?? null;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = file ? URL.createObjectURL(file) : null;
    setPreview(objectUrl.current ?? current);
    onChoose(file);
  };

  return (
    <div>
      <ImageFileField
        id="collection-image"
        label="Image"
        optional
        hint={`JPEG, PNG or WebP, at most 5 MB.${current ? " Choose a file only to replace the current image." : ""}`}
        error={error}
        fileInput={fileInput}
        onChoose={choose}
      />
      {preview ? <ResponsivePicture src={preview} alt="Preview of the collection's image" sizes="160px" className={productStyles.preview} /> : null}
    </div>
  );
}
