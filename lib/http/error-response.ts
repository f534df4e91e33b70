import { NextResponse } from "next/server";
import type { ErrorBody, HttpError } from "./errors";

/** A typed error as the JSON answer every failed API call gives. Light enough for the proxy. */
export function errorResponse(error: HttpError): NextResponse<ErrorBody> {
  const body: ErrorBody = { success: false, code: error.code, message: error.message };
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  if (error.reason) body.reason = error.reason;
  return NextResponse.json(body, { status: error.status, headers: error.headers });
}
