export async function register(): Promise<void> {
  // The database and bcrypt live only in the Node.js runtime.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Nothing reads the database at build time.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { dropRepeatedHeaderValues } = await import("@/lib/http/single-valued-headers");
  dropRepeatedHeaderValues();
  const { startShop } = await import("@/lib/startup");
  await startShop();
}
