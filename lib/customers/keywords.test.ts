import { customerKeywords, keywordPrefix, phoneForms } from "./keywords";

describe("customer keywords", () => {
  it("keeps the e-mail, its name part, the name's words and the phone in both Nigerian forms", () => {
    expect(customerKeywords({ email: "Ada.Obi@Example.com", name: "Adaeze  Okafor-Obi", phone: "+234 803 123 4567" })).toEqual([
      "ada.obi@example.com",
      "ada.obi",
      "adaeze",
      "okafor-obi",
      "2348031234567",
      "08031234567",
      "8031234567",
    ]);
    expect(phoneForms("0803-123-4567")).toEqual(["08031234567", "2348031234567", "8031234567"]);
    expect(phoneForms("12")).toEqual([]);
  });

  it("reads a phone search by its digits and anything else as the start of a word, escaped", () => {
    expect(keywordPrefix(" +234 (803) 123 ")).toBe("234803123");
    expect(keywordPrefix("Ada Obi")).toBe("ada");
    expect(keywordPrefix("a.b+c@x")).toBe("a\\.b\\+c@x");
  });
});
