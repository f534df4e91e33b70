/** The spec's error catalogue (storefront §8): every status maps to one code and message. */
export const ERROR_CATALOGUE = {
  400: { code: "BAD_REQUEST", message: "Bad request: The request could not be understood or was missing required parameters." },
  401: { code: "UNAUTHORIZED", message: "Unauthorized: Please log in to continue." },
  403: { code: "FORBIDDEN", message: "Forbidden: You do not have permission to access this resource." },
  404: { code: "NOT_FOUND", message: "Not found: The requested resource could not be found." },
  408: { code: "TIMEOUT", message: "Request timeout: The server took too long to respond." },
  409: { code: "CONFLICT", message: "Conflict: The request conflicts with the current state of the resource." },
  413: { code: "PAYLOAD_TOO_LARGE", message: "Payload too large: The request is larger than the server accepts." },
  415: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Unsupported media type: This address does not take files." },
  429: { code: "TOO_MANY_REQUESTS", message: "Too many requests: Please wait a moment and try again." },
  500: { code: "SERVER_ERROR", message: "Server error: Something went wrong on our end. Please try again later." },
} as const;

export type ErrorStatus = keyof typeof ERROR_CATALOGUE;
export type FieldErrors = Record<string, string[]>;

/** Every message under its dotted field path ("shippingMethods.0.name"); a problem with no field is under "_". */
export function fieldErrorsOf(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export class HttpError extends Error {
  readonly status: ErrorStatus;
  readonly code: string;
  readonly fieldErrors?: FieldErrors;
  readonly headers?: Record<string, string>;
  /** The domain's code for the refusal (lib/vocabulary/domain-error.ts), for clients to branch on. */
  readonly reason?: string;

  constructor(status: ErrorStatus, message?: string, options: { fieldErrors?: FieldErrors; headers?: Record<string, string>; reason?: string } = {}) {
    super(message ?? ERROR_CATALOGUE[status].message);
    this.name = "HttpError";
    this.status = status;
    this.code = ERROR_CATALOGUE[status].code;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
    this.reason = options.reason;
  }
}

export const badRequest = (fieldErrors: FieldErrors, message?: string) => new HttpError(400, message, { fieldErrors });
export const unauthorized = (message?: string) => new HttpError(401, message);
export const forbidden = (message?: string) => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new HttpError(429, message, { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/**
 * The JSON body every failed API call answers with: the spec's catalogue code and message, the
 * field errors by request path, and for a refusal of a rule its domain code (`reason`).
 */
export interface ErrorBody {
  success: false;
  code: string;
  message: string;
  fieldErrors?: FieldErrors;
  reason?: string;
}
