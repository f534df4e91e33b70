/**
 * Where the API client announces a 401; the session layer listens and applies the spec's rule
 * (clear the session, go to '/'). An event rather than a registered handler, so the listener
 * loads with every page while the API client loads only with the forms that use it.
 */
export const unauthorizedCalls = new EventTarget();
export const UNAUTHORIZED = "unauthorized";
