import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { callRoute } from "../support/request";

// The answers the wrapper gives before next-auth runs (next-auth itself needs Next's request
// scope, so what it does with good input is walked on a production server: e2e/fuzz.spec.ts).

const call = (handler: typeof GET, action: string[], options: { method?: string; body?: string; type?: string; query?: string; cookie?: string } = {}) =>
  callRoute<{ code: string; message: string }, { nextauth: string[] }>(handler, {
    method: options.method ?? "POST",
    url: `/api/auth/${action.join("/")}${options.query ?? ""}`,
    params: { nextauth: action },
    body: options.body,
    headers: { "content-type": options.type ?? "application/json", ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

describe("next-auth's routes", () => {
  it.each([
    ["an empty JSON body", ""],
    ["broken JSON", "{"],
    ["JSON null", "null"],
    ["a JSON list", "[1]"],
    ["a field that is not text", '{"email":{"$ne":null},"password":"x"}'],
    ["a callback URL next-auth cannot use", '{"callbackUrl":"javascript:alert(1)"}'],
  ])("answer 400 to %s", async (_label, body) => {
    for (const action of [["callback", "customer"], ["callback", "admin"], ["signout"], ["_log"]]) {
      const { status, body: answer } = await call(POST, action, { body });
      expect(status).toBe(400);
      expect(answer.code).toBe("BAD_REQUEST");
    }
  });

  it("answers 400 to a callback URL it cannot use in the query, a form or the cookie, and clears a bad cookie", async () => {
    expect((await call(GET, ["session"], { method: "GET", query: "?callbackUrl=javascript:alert(1)" })).status).toBe(400);
    expect((await call(POST, ["signin", "customer"], { body: "callbackUrl=%25%25", type: "application/x-www-form-urlencoded" })).status).toBe(400);
    const cookie = await call(GET, ["session"], { method: "GET", cookie: "next-auth.callback-url=javascript%3Aalert(1)" });
    expect(cookie.status).toBe(400);
    expect(cookie.headers.get("set-cookie")).toMatch(/^next-auth\.callback-url=;.*Max-Age=0/);
  });

  it("clears a bad callback cookie with Secure when the shop's address is https, and always for a __Secure- cookie, so the browser accepts the clearing", async () => {
    const secure = await call(GET, ["session"], { method: "GET", cookie: "__Secure-next-auth.callback-url=javascript%3Aalert(1)" });
    expect(secure.status).toBe(400);
    expect(secure.headers.get("set-cookie")).toMatch(/^__Secure-next-auth\.callback-url=;.*Max-Age=0.*;\s*Secure/i);
    const previous = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = "https://scents.example";
    try {
      const plain = await call(GET, ["session"], { method: "GET", cookie: "next-auth.callback-url=javascript%3Aalert(1)" });
      expect(plain.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
    } finally {
      if (previous === undefined) delete process.env.NEXTAUTH_URL;
      else process.env.NEXTAUTH_URL = previous;
    }
  });

  it("answers 400 to a sign-in callback by GET, which next-auth's credentials provider cannot take", async () => {
    const { status, body } = await call(GET, ["callback", "customer"], { method: "GET" });
    expect(status).toBe(400);
    expect(body.message).toBe("Sign-in is sent with POST.");
  });

  it("answers 413 to an oversized body before anything reads it", async () => {
    const { status } = await call(POST, ["callback", "customer"], { body: `{"email":"${"x".repeat(1024 * 1024)}"}` });
    expect(status).toBe(413);
  });
});
