import { z } from "zod";
import { adminPageQuery } from "./page-query";

const schema = z.object({ q: z.string().max(5).default(""), page: z.coerce.number().int().min(1).default(1) });

describe("an admin list's query from its URL", () => {
  it("reads the first of a repeated param", () => {
    expect(adminPageQuery(schema, { q: ["ada", "obi"], page: "3" })).toEqual({ q: "ada", page: 3 });
  });

  it("shows the list as it starts when the URL says something the schema refuses", () => {
    expect(adminPageQuery(schema, { q: "far too long", page: "2" })).toEqual({ q: "", page: 1 });
    expect(adminPageQuery(schema, {})).toEqual({ q: "", page: 1 });
  });
});
