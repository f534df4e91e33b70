import type { RefObject } from "react";
import { FormField } from "@/components/ui/form-field";
import { IMAGE_FILE_ACCEPT } from "@/lib/uploads/image-file";

interface Props {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  optional?: boolean;
  multiple?: boolean;
  /** For the form to empty the picker once its files are sent. */
  fileInput: RefObject<HTMLInputElement | null>;
  onChoose(files: File[]): void;
}

/** A picker of image files to upload: it offers only the types the shop takes, and hands on what was chosen as a list. */
export function ImageFileField({ id, label, hint, error, optional, multiple, fileInput, onChoose }: Props) {
  return (
    <FormField id={id} label={label} error={error} look="compact" optional={optional} hint={hint}>
      {(control) => (
        <input
          {...control}
          ref={fileInput}
          type="file"
          accept={IMAGE_FILE_ACCEPT}
          multiple={multiple}
          onChange={(event) => onChoose(Array.from(event.target.files ?? []))}
          data-testid={id}
        />
      )}
    </FormField>
  );
}
