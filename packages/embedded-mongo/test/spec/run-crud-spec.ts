/**
 * npm run spec:crud — MongoDB's own CRUD specification tests (source/crud/tests/unified/*.json of
 * github.com/mongodb/specifications), run through the official driver. The files are not kept in
 * this repository: MONGODB_CRUD_SPEC_DIR names the folder holding them. The target is
 * MONGODB_URI when set (a real mongod, to check the runner), otherwise this engine in memory.
 * MONGODB_CRUD_SPEC_FILTER (a substring of "file: test") runs a subset; SPEC_VERBOSE=1 lists
 * every test. Tests the engine refuses by design are skipped with their reason (skips.ts).
 */
import { MongoClient } from "mongodb";
import { startEmbeddedMongo } from "../../src";
import { byDesign } from "./skips";
import { checkOutcome, loadInitialData, loadUnifiedFiles, type ServerFacts, TestRun, unmetRequirements } from "./unified-runner";

async function serverFacts(client: MongoClient): Promise<ServerFacts> {
  const admin = client.db("admin");
  const info = await admin.command({ buildInfo: 1 });
  const hello = await admin.command({ hello: 1 });
  const parameters = await admin.command({ getParameter: "*" }).catch(() => ({}));
  const topology = hello.msg === "isdbgrid" ? "sharded" : hello.setName ? "replicaset" : "single";
  return { version: (info.versionArray as number[]).slice(0, 3), topology, parameters };
}

async function main(): Promise<number> {
  const dir = process.env.MONGODB_CRUD_SPEC_DIR;
  if (!dir) {
    console.log("spec:crud skipped: set MONGODB_CRUD_SPEC_DIR to the source/crud/tests/unified folder of github.com/mongodb/specifications");
    return 0;
  }
  const engine = process.env.MONGODB_URI ? undefined : await startEmbeddedMongo({ dataDir: ":memory:" });
  const uri = process.env.MONGODB_URI ?? (engine?.uri as string);
  const filter = process.env.MONGODB_CRUD_SPEC_FILTER;
  const verbose = process.env.SPEC_VERBOSE === "1";
  const internal = new MongoClient(uri);
  await internal.connect();
  const facts = await serverFacts(internal);
  console.log(`target: ${engine ? "embedded engine" : uri.replace(/\/\/[^@/]+@/, "//***@")} (server ${facts.version.join(".")}, ${facts.topology})`);
  let passed = 0;
  const failures: string[] = [];
  const skippedByRequirement: string[] = [];
  const skippedByDesign = new Map<string, string[]>();
  try {
    for (const { name, file } of loadUnifiedFiles(dir)) {
      const fileUnmet = unmetRequirements(file.runOnRequirements, facts);
      for (const t of file.tests) {
        const label = `${name}: ${t.description}`;
        if (filter && !label.includes(filter)) continue;
        const unmet = t.skipReason ?? fileUnmet ?? unmetRequirements(t.runOnRequirements, facts);
        if (unmet) {
          skippedByRequirement.push(label);
          continue;
        }
        const reason = byDesign(name, file, t);
        if (reason) {
          skippedByDesign.set(reason, [...(skippedByDesign.get(reason) ?? []), label]);
          continue;
        }
        const run = new TestRun(uri);
        try {
          await loadInitialData(internal, file.initialData);
          await run.createEntities(file.createEntities);
          for (const op of t.operations) await run.runOperation(op);
          run.checkEvents(t.expectEvents);
          await checkOutcome(internal, t.outcome);
          passed++;
          if (verbose) console.log(`PASS ${label}`);
        } catch (err) {
          failures.push(`${label}\n    ${err instanceof Error ? err.message : String(err)}`);
          console.log(`FAIL ${label}\n    ${err instanceof Error ? err.message : String(err)}`);
        } finally {
          await run.close();
        }
      }
    }
  } finally {
    await internal.close();
    await engine?.stop();
  }
  console.log(`\nskipped, requirements not met by a ${facts.version.join(".")} ${facts.topology} server: ${skippedByRequirement.length}`);
  for (const [reason, labels] of skippedByDesign) {
    console.log(`skipped by design (${reason}): ${labels.length}`);
    if (verbose) for (const l of labels) console.log(`    ${l}`);
  }
  console.log(`${passed} passed, ${failures.length} failed`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
