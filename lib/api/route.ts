import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import mongoose from "mongoose";
import { z } from "zod";
import { resolveCaller, type Caller } from "@/lib/auth/caller";
import { requireRecentKey } from "@/lib/auth/step-up";
import { clearSessionCookies, hasSessionCookie } from "@/lib/auth/session-cookie";
import { connectToDatabase } from "@/lib/db/connect";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";
import type { Answer, ResourceBody } from "./answer";
import { readTextBody } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/error-response";
import { fieldErrorsOf, HttpError, notFound, type FieldErrors } from "@/lib/http/errors";
import { formDataToObject } from "@/lib/http/form-data";
import { refusalToHttpError } from "@/lib/http/refusal";
import { oneAtATime } from "@/lib/uploads/one-at-a-time";
import { isPermission, roleMay, type Permission } from "@/lib/vocabulary/staff-roles";

/**
 * Who may call a route: anyone, any signed-in user, customers only (their own account), or staff
 * whose role grants the named permission. There is no bare "admin": an admin route cannot be
 * declared without the permission it needs.
 */
export type Access = "public" | "signed-in" | "customer" | Permission;

type Params = Record<string, string | string[]>;

interface RouteOptions<Body, Query, P, A extends Access> {
  access?: A;
  /** The path's dynamic segments. A path that does not parse names nothing: 404 with the schema's message. */
  params?: z.ZodType<P>;
  body?: z.ZodType<Body>;
  /**
   * Multipart bodies (file uploads) are read with request.formData(); JSON otherwise; "either"
   * goes by the request's Content-Type, for a route that takes a file only sometimes.
   */
  bodyFormat?: "json" | "form" | "either";
  query?: z.ZodType<Query>;
  /** Set false for routes that never touch MongoDB. */
  database?: boolean;
  /**
   * A sensitive action (a backup, new backup codes, the staff): the session must have given the
   * security key again in the last ten minutes (lib/auth/step-up.ts), or it gets 403 `key-required`.
   */
  freshKey?: boolean;
  /** Where a domain refusal's field sits in this route's request ("promoCode" → "orderDetails.promoCode"). */
  fields?: Readonly<Record<string, string>>;
}

export interface RouteContext<Body, Query, P, A extends Access = Access> {
  request: NextRequest;
  body: Body;
  query: Query;
  params: P;
  /** Always there on a route that needs a signed-in caller. */
  caller: A extends "public" ? Caller | null : Caller;
}

type Handler<Body, Query, P, A extends Access> = (context: RouteContext<Body, Query, P, A>) => Promise<Answer | ResourceBody | Response>;

/** An answer with a status or headers of its own. */
export function json(data: Answer & Record<string, unknown>, init?: number | ResponseInit): NextResponse {
  return NextResponse.json(data, typeof init === "number" ? { status: init } : init);
}

export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  return fieldErrorsOf(error.issues);
}

function toHttpError(error: unknown, fields?: Readonly<Record<string, string>>): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return refusalToHttpError(error, fields);
  if (error instanceof z.ZodError) return new HttpError(400, undefined, { fieldErrors: fieldErrorsFrom(error) });
  if (error instanceof mongoose.Error.ValidationError) {
    const fieldErrors: FieldErrors = {};
    for (const [path, detail] of Object.entries(error.errors)) fieldErrors[path] = [detail.message];
    return new HttpError(400, undefined, { fieldErrors });
  }
  if (error instanceof mongoose.Error.CastError) {
    return new HttpError(400, undefined, { fieldErrors: { [error.path]: [`Invalid ${error.path}`] } });
  }
  if (isDuplicateKeyError(error)) {
    return new HttpError(409, "This record already exists.");
  }
  console.error("Unhandled error in route handler", error);
  return new HttpError(500);
}

/**
 * Uploads (multipart requests to the routes that take files) are read and handled one at a time, once the caller is known. Ten
 * 5 MB photos arriving together were otherwise parsed back to back and held every shopper's
 * request for 200 ms, and held ten copies of their bytes at once (npm run bench:upload); the
 * photos are encoded one by one in any case, so no upload finishes later for it.
 */
const oneUploadAtATime = oneAtATime(<T>(work: () => Promise<T>): Promise<T> => work());

const isMultipart = (request: NextRequest) => request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data") ?? false;

const takesUploads = (format: RouteOptions<unknown, unknown, unknown, Access>["bodyFormat"]) => format === "form" || format === "either";

async function readBody(request: NextRequest, format: "json" | "form" | "either"): Promise<unknown> {
  if (format === "form" || (format === "either" && isMultipart(request))) {
    try {
      return formDataToObject(await request.formData());
    } catch {
      throw new HttpError(400, "The request body must be multipart/form-data.");
    }
  }
  const text = await readTextBody(request);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "The request body must be valid JSON.");
  }
}

/** A 401 for a request that carried no usable session: its cookie, if any, is expired, forged or ended. */
class NoSession extends HttpError {
  constructor() {
    super(401);
  }
}

async function authorize(request: NextRequest, access: Access): Promise<Caller | null> {
  const caller = await resolveCaller(request);
  if (access === "public") return caller;
  if (!caller) throw new NoSession();
  if (isPermission(access)) {
    if (caller.role !== "admin") throw new HttpError(403);
    if (!roleMay(caller.staffRole, access)) throw new HttpError(403, "Your role in the shop does not allow this.", { reason: "permission-refused" });
  }
  // An admin's session is the shop's, not a shopper's: it has no orders or addresses of its own.
  if (access === "customer" && caller.role !== "customer") throw new HttpError(403, "Customer accounts only: sign in as a customer to use your account.");
  return caller;
}

/** An App Router handler made by `route()`, carrying who may call it so tests can walk every one. */
export type RouteHandler = ((request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>) & { readonly access: Access };

/** `{ id }` as a MongoDB id; any other id answers 404 with `message`. */
export const idParams = (message?: string) => z.object({ id: objectIdSchema(message ?? "Not found") });

function parseParams<P>(schema: z.ZodType<P> | undefined, input: Params): P {
  if (!schema) return input as P;
  const result = schema.safeParse(input);
  if (!result.success) throw notFound(result.error.issues[0]?.message);
  return result.data;
}

function parse<T>(schema: z.ZodType<T> | undefined, input: unknown): T {
  if (!schema) return input as T;
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, undefined, { fieldErrors: fieldErrorsFrom(result.error) });
  return result.data;
}

/**
 * The one wrapper every API route goes through: it resolves the caller and checks the role on the
 * server, parses input with the route's zod schemas, runs the handler and maps typed errors to the
 * spec's error catalogue. A handler returns data (sent as 200 JSON) or its own Response.
 */
export function route<Body = undefined, Query = undefined, P = Params, A extends Access = Access>(
  options: RouteOptions<Body, Query, P, A>,
  handler: Handler<Body, Query, P, A>,
): RouteHandler {
  const access: Access = options.access ?? "public";
  const handle = async (request: NextRequest, context: { params: Promise<Params> }) => {
    try {
      // Refused before anything is read: a slow multipart body to a JSON route would otherwise be read to the end, or wait in the upload queue.
      if (isMultipart(request) && !takesUploads(options.bodyFormat)) throw new HttpError(415);
      if (options.database !== false) await connectToDatabase();
      const caller = (await authorize(request, access)) as RouteContext<Body, Query, P, A>["caller"];
      if (options.freshKey && caller) await requireRecentKey(caller);
      const params = parseParams(options.params, (await context?.params) ?? {});
      const query = parse(options.query, Object.fromEntries(request.nextUrl.searchParams));
      const answer = async () => {
        const body = options.body ? parse(options.body, await readBody(request, options.bodyFormat ?? "json")) : (undefined as Body);
        return handler({ request, body, query, params, caller });
      };
      const result = takesUploads(options.bodyFormat) && isMultipart(request) ? await oneUploadAtATime(answer) : await answer();
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      const response = errorResponse(toHttpError(error, options.fields));
      // The session is cleared with the refusal, so an ended session cannot be replayed.
      if (error instanceof NoSession && hasSessionCookie(request)) clearSessionCookies(request, response);
      return response;
    }
  };
  return Object.assign(handle, { access });
}
