"use client";

import { useState } from "react";
import type { ProductView } from "@/lib/catalog/product-view";
import { blankSize, moveSize, sizeDrafts, sizeFieldId, sizeRowErrors, type SizeDraft, type SizeRowErrors, type SizeRowField } from "./size-rows";

/** The product form's size rows and their messages: add, remove, reorder, edit. */
export function useSizeRows(editing: ProductView | null) {
  const [rows, setRows] = useState<SizeDraft[]>(() => sizeDrafts(editing));
  const [errors, setErrors] = useState<SizeRowErrors>([]);

  function edit(index: number, field: SizeRowField, value: string) {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    setErrors((current) => current.map((row, at) => (at === index ? { ...row, [field]: undefined } : row)));
  }

  function add() {
    setRows((current) => [...current, blankSize()]);
    setErrors((current) => [...current, {}]);
  }

  function remove(index: number) {
    setRows((current) => (current.length > 1 ? current.filter((_, at) => at !== index) : current));
    setErrors((current) => current.filter((_, at) => at !== index));
  }

  function move(index: number, by: -1 | 1) {
    setRows((current) => moveSize(current, index, by));
    setErrors((current) => moveSize(current, index, by));
  }

  /**
   * Shows each row's messages; when `focus` (no field above has one), focuses the first row field
   * with a message. True when no row has one.
   */
  function show(entries: readonly [readonly string[], string | undefined][], focus: boolean): boolean {
    const found = sizeRowErrors(entries, rows.length);
    setErrors(found);
    const first = found.flatMap((row, index) => (Object.keys(row) as SizeRowField[]).map((field) => sizeFieldId(index, field)))[0];
    if (first && focus) document.getElementById(first)?.focus();
    return first === undefined;
  }

  function reset(product: ProductView | null) {
    setRows(sizeDrafts(product));
    setErrors([]);
  }

  return { rows, errors, edit, add, remove, move, show, reset };
}
