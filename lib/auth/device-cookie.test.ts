import { deviceCookieFrom, deviceCookieHeader, knownDevice, newDeviceCookie } from "./device-cookie";

describe("device cookies", () => {
  it("name the device for the account that signed in, whatever the case of its e-mail", () => {
    const cookie = newDeviceCookie("Owner@Scents.test");
    expect(cookie).toMatch(/^[a-f0-9]{32}\.[A-Za-z0-9_-]{43}$/);
    expect(knownDevice(cookie, "owner@scents.test")).toBe(cookie.split(".")[0]);
    expect(cookie).not.toContain("owner");
  });

  it("are unknown for another account, when tampered with or malformed", () => {
    const cookie = newDeviceCookie("owner@scents.test");
    expect(knownDevice(cookie, "stranger@example.com")).toBeNull();
    const [id = "", signature = ""] = cookie.split(".");
    expect(knownDevice(`${"0".repeat(32)}.${signature}`, "owner@scents.test")).toBeNull();
    const forged = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(knownDevice(`${id}.${forged}`, "owner@scents.test")).toBeNull();
    for (const junk of [undefined, null, "", "%", "x.y", `${id}.`, `${id}.${signature}.extra`]) expect(knownDevice(junk, "owner@scents.test")).toBeNull();
  });

  it("are read from a Cookie header and given as an HttpOnly, long-lived cookie", () => {
    expect(deviceCookieFrom("a=1; scents_device=abc.def; b=2")).toBe("abc.def");
    expect(deviceCookieFrom(undefined)).toBeUndefined();
    expect(deviceCookieHeader("abc.def", true)).toBe("scents_device=abc.def; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure");
  });
});
