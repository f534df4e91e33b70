/**
 * The Content-Security-Policy, in two forms (docs/architecture.md, "Content-Security-Policy").
 *
 * Pages rendered per request (the admin, checkout, payment, the account, the cart, tracking, the
 * contact, newsletter and services pages, review and unsubscribe links) get a fresh nonce from the proxy: Next.js puts it on
 * every script it writes when the request's policy carries it, and 'strict-dynamic' lets those
 * scripts load the chunks and Paystack's pop-up, and nothing else.
 *
 * Cached pages (home, /shop, products, collections) are rendered once and replayed to every visitor, so
 * they cannot carry a per-request nonce, and their inline scripts (the React Server Components
 * payload, `self.__next_f.push(...)`) differ with every product change, so no list of hashes can
 * be written into a header set before the page is known. They allow scripts from this origin and
 * Paystack's hosts only, plus inline scripts: a foreign script file or `eval` is refused.
 */

const ALWAYS = ["frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"];

/** What Paystack's pop-up (bundled from @paystack/inline-js) loads itself: Pusher for transfers, Apple Pay's SDK. */
const PAYSTACK_SCRIPTS = ["https://checkout.paystack.com", "https://applepay.cdn-apple.com"];

/** React in development evaluates code to rebuild stacks; a production build never does. */
const devEval = (env: string | undefined) => (env === "development" ? ["'unsafe-eval'"] : []);

const policy = (scriptSources: string[]) => [`script-src ${scriptSources.join(" ")}`, ...ALWAYS].join("; ");

/**
 * The policy of a page rendered for this request, with its nonce. `inlineHashes`: the scripts the
 * shop writes inline itself (components/layout/inline-script-hashes.ts), which carry no nonce.
 */
export function noncePolicy(nonce: string, inlineHashes: readonly string[], env = process.env.NODE_ENV): string {
  return policy(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...inlineHashes, ...PAYSTACK_SCRIPTS, ...devEval(env)]);
}

/** The policy of every other answer: cached pages, API answers, files. */
export function cachedPagePolicy(env = process.env.NODE_ENV): string {
  return policy(["'self'", "'unsafe-inline'", ...PAYSTACK_SCRIPTS, ...devEval(env)]);
}

/**
 * The pages rendered per request that get a nonce: the proxy runs for these (its matcher lists
 * them too) and next.config.ts leaves them out of the cached pages' policy. A path here must be
 * dynamic (ƒ in the build's route table): a prerendered page would carry no nonce and run nothing.
 */
export const NONCE_PATHS = [
  "/admin",
  "/checkout",
  "/payment",
  "/pay",
  "/account",
  "/order-confirmation",
  "/cart",
  "/order-tracking",
  "/contact-us",
  "/newsletter",
  "/payment-success",
  "/products-and-services",
  "/review",
  "/unsubscribe",
] as const;

export function takesNonce(pathname: string): boolean {
  return NONCE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
