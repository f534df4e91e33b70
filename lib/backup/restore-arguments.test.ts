import { parseRestoreArguments, RESTORE_USAGE } from "./restore-arguments";

describe("restore arguments", () => {
  it("takes one file and an optional --force, in any order", () => {
    expect(parseRestoreArguments(["backup.ndjson.gz"])).toEqual({ file: "backup.ndjson.gz", force: false });
    expect(parseRestoreArguments(["--force", "backup.ndjson.gz"])).toEqual({ file: "backup.ndjson.gz", force: true });
    expect(parseRestoreArguments(["backup.ndjson.gz", "--force"])).toEqual({ file: "backup.ndjson.gz", force: true });
  });

  it("refuses no file, two files and unknown options", () => {
    expect(parseRestoreArguments([])).toEqual({ error: RESTORE_USAGE });
    expect(parseRestoreArguments(["a.gz", "b.gz"])).toEqual({ error: RESTORE_USAGE });
    expect(parseRestoreArguments(["a.gz", "--yes"])).toEqual({ error: `unknown option --yes. ${RESTORE_USAGE}` });
  });
});
