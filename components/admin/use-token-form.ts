"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { useSchemaForm } from "./use-schema-form";

interface TokenFormOptions<F extends string, Output> {
  /** The schema the API checks the values and the link's token with. */
  schema: z.ZodType<Output>;
  /** The fields, in the order they appear. */
  initial: Record<F, string>;
  idFor(field: F | "token"): string;
  /** The token of the e-mailed link the form completes. */
  token: string;
  send(data: Output): Promise<{ message: string }>;
  fallbackMessage: string;
}

/** A form an e-mailed link's token completes (a password reset, a staff invitation): sent once, then the server's message replaces it. */
export function useTokenForm<F extends string, Output>({ schema, initial, idFor, token, send, fallbackMessage }: TokenFormOptions<F, Output>) {
  const fields: (F | "token")[] = [...(Object.keys(initial) as F[]), "token"];
  const form = useSchemaForm<F, Output, "token">({ schema, initial, fields, idFor });
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.run(async (data) => setDone((await send(data)).message), fallbackMessage, { token });
  }

  return { form, done, submit };
}
