import { render, screen } from "@testing-library/react";
import { linkPage, linkToken } from "./link-page";

const query = (params: Record<string, string | string[] | undefined>) => ({ searchParams: Promise.resolve(params) });

describe("linkToken", () => {
  it("reads the link's token, and gives an empty one when it is missing or given twice", async () => {
    expect(await linkToken(query({ token: "abc123" }))).toBe("abc123");
    expect(await linkToken(query({}))).toBe("");
    expect(await linkToken(query({ token: ["abc123", "def456"] }))).toBe("");
  });
});

describe("linkPage", () => {
  it("shows the page's heading and hands the link's token to its form", async () => {
    const Page = linkPage({ eyebrow: "Your account", title: "Choose a new password", lede: "The link works once." }, ({ token }) => <p data-testid="spend">{token}</p>);
    render(await Page(query({ token: "abc123" })));
    expect(screen.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeInTheDocument();
    expect(screen.getByText("Your account")).toBeInTheDocument();
    expect(screen.getByText("The link works once.")).toBeInTheDocument();
    expect(screen.getByTestId("spend")).toHaveTextContent("abc123");
  });
});
