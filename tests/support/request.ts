import { NextRequest } from "next/server";

type RouteHandler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

interface CallOptions<P> {
  method?: string;
  url?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  params?: P;
}

/** What every API answers with on failure, and most with on success. */
export interface ApiAnswer {
  success?: boolean;
  code?: string;
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls an App Router handler the way Next does: a NextRequest in, a Response out. */
export async function callRoute<T = Record<string, unknown>, P = Record<string, string>>(
  handler: RouteHandler<P>,
  options: CallOptions<P> = {},
): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new NextRequest(new URL(options.url ?? "/", "http://localhost:3000"), {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? ({} as P)) });
  const text = await response.text();
  // Downloads (a backup, a CSV) are not JSON; their text is the body.
  const isJson = response.headers.get("content-type")?.includes("json") ?? true;
  return { status: response.status, body: (text ? (isJson ? JSON.parse(text) : text) : null) as T, headers: response.headers };
}
