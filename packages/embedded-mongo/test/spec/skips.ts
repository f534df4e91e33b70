/**
 * Spec tests that cannot say anything about the engine: features it refuses by design (the
 * README's "Refused" list) and a few tests of driver behaviour the Node driver does not have.
 * Each rule carries the reason printed with the count.
 */
import type { UnifiedFile, UnifiedTest } from "./unified-runner";

function mentions(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => mentions(v, key));
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => k === key || mentions(v, key));
}

const RULES: { reason: string; applies: (fileName: string, file: UnifiedFile, test: UnifiedTest) => boolean }[] = [
  {
    reason: "$out and $merge are refused",
    applies: (_f, _file, t) => t.operations.some((op) => mentions(op.arguments, "$out") || mentions(op.arguments, "$merge")),
  },
  {
    reason: "transactions are refused (standalone server)",
    applies: (_f, _file, t) => t.operations.some((op) => ["startTransaction", "withTransaction", "commitTransaction"].includes(op.name as string)),
  },
  {
    reason: "views are refused",
    applies: (_f, _file, t) => t.operations.some((op) => mentions(op.arguments, "viewOn")),
  },
  {
    reason: "fail points: configureFailPoint exists only on a mongod started with enableTestCommands, and the engine has no test commands",
    applies: (_f, _file, t) => t.operations.some((op) => op.name === "failPoint" || op.name === "targetedFailPoint"),
  },
  {
    reason: "Node driver: sends bypassDocumentValidation only when true",
    applies: (fileName, _file, t) => fileName === "bypassDocumentValidation" && /^(BulkWrite|FindOneAndReplace|FindOneAndUpdate|InsertMany) passes bypassDocumentValidation: false$/.test(t.description),
  },
  {
    reason: "Node driver: replaces a null _id with a new ObjectId before sending the insert",
    applies: (fileName, _file, t) => fileName === "create-null-ids" && /via (insertOne|insertMany|bulkWrite)$/.test(t.description),
  },
];

export function byDesign(fileName: string, file: UnifiedFile, test: UnifiedTest): string | null {
  return RULES.find((rule) => rule.applies(fileName, file, test))?.reason ?? null;
}
