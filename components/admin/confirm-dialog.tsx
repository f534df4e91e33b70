"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import styles from "./admin-shell.module.css";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** A modal built on <dialog>: focus stays inside, Escape cancels, focus returns on close. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = "Cancel", busy, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      {children}
      <div className={styles.dialogActions}>
        <button type="button" className={buttonClass("ghost")} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={buttonClass("primary")} onClick={onConfirm} disabled={busy} data-testid={testId ? `${testId}-confirm` : undefined}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
