import { THEME_STORAGE_KEY, themeBootScript } from "./theme";

function boot(siteDefault: "system" | "light" | "dark", stored: string | null, systemDark: boolean): string | null {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const window = { matchMedia: () => ({ matches: systemDark }) };
  const localStorage = { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) };
  new Function("document", "window", "localStorage", themeBootScript(siteDefault))(document, window, localStorage);
  return attributes["data-theme"] ?? null;
}

describe("theme boot script", () => {
  it("applies the visitor's own choice whatever the shop's default", () => {
    expect(boot("dark", "light", true)).toBe("light");
    expect(boot("light", "dark", false)).toBe("dark");
  });

  it("applies the shop's default to a visitor who has not chosen", () => {
    expect(boot("dark", null, false)).toBe("dark");
    expect(boot("light", null, true)).toBe("light");
  });

  it("follows the system preference when the default is system", () => {
    expect(boot("system", null, true)).toBe("dark");
    expect(boot("system", "nonsense", false)).toBe("light");
  });
});
