import { NextRequest, NextResponse } from "next/server";
import { keepDraftCookie } from "@/lib/checkout/draft-cookie";
import { cookiesSecure } from "./secure-cookies";

const behindProxy = new NextRequest("http://127.0.0.1:3000/api/checkout/draft");

describe("cookies' Secure", () => {
  it("follows the configured public address, not the protocol a TLS-ending proxy forwards", () => {
    expect(cookiesSecure(behindProxy, { NEXTAUTH_URL: "https://shop.example.ng" })).toBe(true);
    expect(cookiesSecure(new NextRequest("https://shop.example.ng/"), { NEXTAUTH_URL: "http://localhost:3000" })).toBe(false);
    expect(cookiesSecure(behindProxy, {})).toBe(false);
    expect(cookiesSecure(new NextRequest("https://shop.example.ng/"), {})).toBe(true);
  });

  it("is on the checkout draft's cookie behind nginx when the shop's address is https", () => {
    const before = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = "https://shop.example.ng";
    try {
      const response = keepDraftCookie(behindProxy, NextResponse.json({}), "draft-1");
      expect(response.headers.get("set-cookie")).toMatch(/scents_checkout=draft-1;.*Secure/i);
    } finally {
      process.env.NEXTAUTH_URL = before;
    }
  });
});
