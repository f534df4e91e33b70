"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { FieldControlProps } from "@/components/ui/form-field";
import styles from "./search-box.module.css";

interface Suggestion {
  id: string;
  name: string;
  brand: string;
}

// Fewer letters match most of the catalogue; a short pause lets a fast typist finish a word.
const MIN_LETTERS = 2;
const PAUSE_MS = 150;
// The API client loads with the first suggestions asked for, not with /shop: most visits never type.
const apiClient = () => import("@/lib/api-client/api-client");

/**
 * The shop's search input as a combobox (WAI-ARIA 1.2): products suggested as the shopper types,
 * chosen with the arrow keys and Enter or a click; Escape closes the list. Without JavaScript it
 * is a plain input of the search form.
 */
export function SearchBox({ control, defaultValue }: { control: FieldControlProps; defaultValue: string }) {
  const router = useRouter();
  const [term, setTerm] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const rendered = useRef(defaultValue);
  const listId = `${control.id}-suggestions`;

  // The box loads in a chunk of its own after the server's input is on screen: letters typed
  // before then are in the field but reached no onChange (React takes the field's value as it
  // finds it when it hydrates). Ask for them now; the field keeps its value, focus and caret.
  useEffect(() => {
    const field = input.current;
    if (!field || field.value === rendered.current) return;
    typed.current = true;
    setTerm(field.value);
    setOpen(document.activeElement === field);
  }, []);

  useEffect(() => {
    const wanted = term.trim();
    if (!typed.current || wanted.length < MIN_LETTERS) {
      setSuggestions([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      apiClient()
        .then(({ apiRequest }) => apiRequest<{ products: Suggestion[] }>(`/products/suggestions?q=${encodeURIComponent(wanted)}`, { signal: abort.signal }))
        .then((answer) => {
          setSuggestions(answer.products);
          setActive(-1);
        })
        // A newer keystroke aborted it, or it failed: suggestions are a help, the search form still works.
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [term]);

  const shown = open && suggestions.length > 0;

  function choose(suggestion: Suggestion) {
    setOpen(false);
    router.push(`/product/${suggestion.id}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // The arrows cycle through the suggestions and back to the typed text (-1).
      const states = suggestions.length + 1;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => ((current + 1 + step + states) % states) - 1);
    } else if (event.key === "Escape" && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && shown && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    }
  }

  return (
    <div className={styles.box}>
      <input
        {...control}
        ref={input}
        name="q"
        type="search"
        value={term}
        placeholder="Name, brand or note"
        maxLength={100}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          typed.current = true;
          setTerm(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        // Fetched as the shopper arrives, so the first suggestions do not wait for it.
        onFocus={() => void apiClient()}
        onBlur={() => setOpen(false)}
        data-testid="shop-search"
      />
      <ul id={listId} role="listbox" aria-label="Suggested products" className={styles.list} hidden={!shown} data-testid="search-suggestions">
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
          >
            <span>{suggestion.name}</span>
            <span className={styles.brand}>{suggestion.brand}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
