import { ERROR_CATALOGUE, type FieldErrors } from "@/lib/http/errors";
import { KEY_REQUIRED } from "@/lib/vocabulary/step-up";
import { keyGivenAgain } from "./key-request";
import { UNAUTHORIZED, unauthorizedCalls } from "./unauthorized";

/** The spec's client timeout. */
export const API_TIMEOUT_MS = 3000;

const TIMEOUT = { code: "TIMEOUT", message: ERROR_CATALOGUE[408].message } as const;
const NETWORK_ERROR = { code: "NETWORK_ERROR", message: "Network error: Unable to reach the server. Please check your connection." } as const;
const UNKNOWN_ERROR = { code: "UNKNOWN_ERROR", message: "An unexpected error occurred. Please try again." } as const;

export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly fieldErrors: FieldErrors;
  /** The rule's own code for a refusal ("order-not-found", "out-of-stock"): what a page branches on. */
  readonly reason: string | null;

  constructor(status: number | null, code: string, message: string, fieldErrors: FieldErrors = {}, reason: string | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.reason = reason;
  }
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Set on the one repeat of a call after the security key was given again. */
  keyAsked?: boolean;
}

function catalogueEntry(status: number): { code: string; message: string } {
  return status in ERROR_CATALOGUE ? ERROR_CATALOGUE[status as keyof typeof ERROR_CATALOGUE] : UNKNOWN_ERROR;
}

/** Maps a failed response to the spec's catalogue, preferring the server's own message. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const entry = catalogueEntry(status);
  const payload = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; code?: unknown; fieldErrors?: unknown; reason?: unknown };
  const message = typeof payload.message === "string" && payload.message ? payload.message : entry.message;
  const code = typeof payload.code === "string" && payload.code ? payload.code : entry.code;
  const fieldErrors = typeof payload.fieldErrors === "object" && payload.fieldErrors !== null ? (payload.fieldErrors as FieldErrors) : {};
  return new ApiError(status, code, message, fieldErrors, typeof payload.reason === "string" ? payload.reason : null);
}

/** Accepts "/contact" or "/api/contact": both name our /api/contact route. */
function apiUrl(path: string): string {
  if (path.startsWith("/api/")) return path;
  return `/api${path.startsWith("/") ? path : `/${path}`}`;
}

/** The browser's one way to call our API: JSON in and out, a timeout, and the spec's error mapping. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  options.signal?.addEventListener("abort", () => controller.abort());
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers: isForm || options.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: isForm ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    const timedOut = controller.signal.aborted && !options.signal?.aborted;
    if (timedOut) throw new ApiError(408, TIMEOUT.code, TIMEOUT.message);
    if (options.signal?.aborted) throw error;
    throw new ApiError(null, NETWORK_ERROR.code, NETWORK_ERROR.message);
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    if (response.status === 401) unauthorizedCalls.dispatchEvent(new Event(UNAUTHORIZED));
    const error = errorFromResponse(response.status, body);
    if (error.reason === KEY_REQUIRED && !options.keyAsked && (await keyGivenAgain())) return apiRequest<T>(path, { ...options, keyAsked: true });
    throw error;
  }
  return body as T;
}
