/** The admin the e2e server creates with `npm run create-admin` before the journeys run. */
export const E2E_ADMIN = {
  name: "E2E Admin",
  email: "owner@scents.e2e",
  password: "E2e-Owner-Passw0rd!",
  securityKey: "E2E-SECURITY-KEY-42",
} as const;

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_MONGODB_PORT = Number(process.env.E2E_MONGODB_PORT || 27391);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Journeys may read the database directly to prove something was stored. */
export const E2E_MONGODB_URI = `mongodb://127.0.0.1:${E2E_MONGODB_PORT}/scents`;
/** The e2e server trusts this loopback address as its reverse proxy (TRUSTED_PROXIES). */
export const E2E_TRUSTED_PROXY = "127.0.0.2";
