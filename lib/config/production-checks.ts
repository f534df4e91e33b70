import "server-only";
import { demoAdminCredentialsInUse } from "@/lib/auth/demo-admin";
import { MIN_AUTH_SECRET_LENGTH } from "@/lib/auth/secret";
import { stampState } from "@/lib/http/trusted-proxies.mjs";
import { parseSettingsKey, SETTINGS_KEY_HELP } from "@/lib/secrets/settings-cipher";

type Environment = Record<string, string | undefined>;

/** One thing production needs: `problem` says what is wrong with it, or null when it is fine. */
export interface ProductionCheck {
  name: string;
  problem: (env: Environment) => string | null | Promise<string | null>;
}

export interface ConfigProblem {
  name: string;
  problem: string;
}

function publicUrlProblem(value: string | undefined): string | null {
  if (!value) return "missing: the shop's public address, e.g. https://shop.example.com";
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? null : "must be an http(s) address";
  } catch {
    return "is not a URL: the shop's public address, e.g. https://shop.example.com";
  }
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Sessions over plain http can be read on the way: production says https, unless it serves only
 * this machine (a loopback address) or is told a proxy in front serves it over TLS (BEHIND_TLS=true).
 */
function plainHttpProblem(env: Environment): string | null {
  const url = new URL(env.NEXTAUTH_URL ?? "");
  if (url.protocol !== "http:" || LOOPBACK_HOSTS.includes(url.hostname) || env.BEHIND_TLS === "true") return null;
  return "is http: sessions and cookies would travel unencrypted. Give the https address, or set BEHIND_TLS=true if a proxy in front serves the shop over TLS";
}

/**
 * Everything a production server checks before it serves anything: the environment first, then
 * what only the database can tell. A new required or safety-critical setting adds its check here.
 */
export const ENVIRONMENT_CHECKS: ProductionCheck[] = [
  {
    name: "NEXTAUTH_SECRET",
    problem: ({ NEXTAUTH_SECRET: secret }) => {
      if (!secret) return "missing: it signs sessions and API tokens (e.g. `openssl rand -base64 32`)";
      if (secret.length < MIN_AUTH_SECRET_LENGTH) return `shorter than ${MIN_AUTH_SECRET_LENGTH} characters: too easy to guess`;
      return null;
    },
  },
  { name: "NEXTAUTH_URL", problem: (env) => publicUrlProblem(env.NEXTAUTH_URL) ?? plainHttpProblem(env) },
  { name: "NEXT_PUBLIC_SITE_URL", problem: (env) => publicUrlProblem(env.NEXT_PUBLIC_SITE_URL) },
  {
    name: "SETTINGS_ENCRYPTION_KEY",
    problem: ({ SETTINGS_ENCRYPTION_KEY: key }) => {
      if (!key) return `missing: it encrypts the integrations' API keys. ${SETTINGS_KEY_HELP}`;
      return parseSettingsKey(key) ? null : `unreadable. ${SETTINGS_KEY_HELP}`;
    },
  },
  {
    name: "client address stamp",
    problem: () =>
      stampState()
        ? null
        : "the server was started without it, so rate limits cannot tell clients apart: run `npm start`, or `node --import ./lib/server/preload.mjs` before Next's server",
  },
  { name: "TRUSTED_PROXIES", problem: () => stampState()?.problem ?? null },
];

export const DATABASE_CHECKS: ProductionCheck[] = [
  {
    name: "demo admin password",
    problem: async () =>
      (await demoAdminCredentialsInUse())
        ? "an admin still signs in with the published demo password: run `npm run create-admin` and remove the demo account"
        : null,
  },
];

/**
 * Settings production can run without, at a cost the operator should hear about at every start.
 * Each returns the warning, or null.
 */
export const PRODUCTION_WARNINGS: ((env: Environment) => string | null)[] = [
  (env) =>
    env.SMTP_URL
      ? null
      : "SMTP_URL is not set, so no e-mail will be sent: no order confirmations, bank transfer details or owner alerts. Messages wait in the outbox until it is set.",
];

export function productionWarnings(env: Environment = process.env): string[] {
  return PRODUCTION_WARNINGS.map((warning) => warning(env)).filter((warning): warning is string => warning !== null);
}

async function run(checks: ProductionCheck[], env: Environment): Promise<ConfigProblem[]> {
  const found = await Promise.all(checks.map(async ({ name, problem }) => ({ name, problem: await problem(env) })));
  return found.filter((entry): entry is ConfigProblem => entry.problem !== null);
}

/** Every problem at once, so one start tells the operator everything to fix. */
export async function productionConfigProblems(env: Environment = process.env): Promise<ConfigProblem[]> {
  const environment = await run(ENVIRONMENT_CHECKS, env);
  try {
    return [...environment, ...(await run(DATABASE_CHECKS, env))];
  } catch (error) {
    return [...environment, { name: "MONGODB_URI", problem: `the database could not be checked: ${error instanceof Error ? error.message : String(error)}` }];
  }
}

export function describeProblems(problems: ConfigProblem[]): string {
  return ["Refusing to start in production. Fix these settings:", ...problems.map(({ name, problem }) => `  - ${name}: ${problem}`)].join("\n");
}
