/**
 * Causes for spec:mongoose failures, recognised from the error message (or the file, for the
 * few tests that fail without any database). The first rule that matches names the cause;
 * anything else is "other": a difference from mongod to look into. Refusals are named as in
 * the README's Refused list.
 */
const RULES: { cause: string; message?: RegExp; file?: RegExp }[] = [
  // Unit tests of mongoose helpers that depend on other files having loaded first: they fail
  // the same way with no server at all (MONGOOSE_TEST_URI pointing at a closed port).
  { cause: "mongoose suite: fails when its file runs alone, with or without a database", file: /^test\/helpers\/setDefaultsOnInsert\.test\.js$/ },
  { cause: "replica set only (transactions, retryable writes, change streams)", message: /Transaction numbers are only allowed|transactions? (are|is) not supported|only supported on replica set|Change streams? |\$changeStream/i },
  // "does not support retryable writes": the driver's rewording of a code 20 answer to a write.
  { cause: "refused: capped or time-series collections", message: /capped and time-series collections are not supported|does not support retryable writes/ },
  { cause: "refused: server-side JavaScript ($where, $function)", message: /\$where|\$function|\$accumulator/ },
  { cause: "refused: $out/$merge", message: /'\$out'|'\$merge'/ },
  { cause: "refused: views, capped, time-series or clustered collections", message: /viewOn|clusteredIndex|timeseries/i },
  { cause: "refused: other (code 238 NotImplemented)", message: /is not supported by the embedded engine/i },
  { cause: "unknown command", message: /no such command/ },
  { cause: "file killed or crashed", message: /^killed after|before the end of the run/ },
  { cause: "timeout", message: /Timeout of \d+ms exceeded/ },
];

export function causeOf(message: string, file: string): string {
  for (const rule of RULES) {
    if (rule.message && !rule.message.test(message)) continue;
    if (rule.file && !rule.file.test(file)) continue;
    return rule.cause;
  }
  return "other: a difference from mongod to look into";
}
