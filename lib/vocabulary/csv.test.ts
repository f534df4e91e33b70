import { csvCell, csvRow } from "./csv";

describe("CSV", () => {
  it("quotes cells with commas, quotes or line breaks", () => {
    expect(csvCell("plain@example.ng")).toBe("plain@example.ng");
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")@x.ng")).toBe("\"'=HYPERLINK(\"\"http://evil\"\")@x.ng\"");
    expect(csvCell("+1@x.ng")).toBe("'+1@x.ng");
    expect(csvCell("-1@x.ng")).toBe("'-1@x.ng");
    expect(csvCell("@x.ng")).toBe("'@x.ng");
  });

  it("ends rows with CRLF", () => {
    expect(csvRow(["email", "subscribed_at"])).toBe("email,subscribed_at\r\n");
  });
});
