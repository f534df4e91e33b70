import { HttpError } from "@/lib/http/errors";
import { errorResponse } from "@/lib/http/error-response";

// API clients get the catalogue's 404 in JSON rather than the storefront's redirect home.
function unknownApiRoute(): Response {
  return errorResponse(new HttpError(404));
}

export { unknownApiRoute as GET, unknownApiRoute as POST, unknownApiRoute as PUT, unknownApiRoute as PATCH, unknownApiRoute as DELETE };
