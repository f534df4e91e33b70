import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GET as readContent, PUT as saveContent } from "@/app/api/content/route";
import { CONTENT_MESSAGES } from "@/lib/content/content-schema";
import { DEFAULT_SITE_CONTENT } from "@/lib/content/site-content";
import { SITE_CONTENT_TAG } from "@/lib/cache/tags";
import { SITE_CONTENT_ID, SiteContent } from "@/models/site-content";
import { bearer, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { imageFile, PNG_BYTES } from "../support/images";
import { tagsRevalidatedSince } from "../support/cache";
import { callRoute } from "../support/request";

setupTestDatabase();

type Answer = Record<string, unknown> & { fieldErrors?: Record<string, string[]>; code?: string };

const CONTENT = {
  bannerUrl: "https://images.example.com/harmattan.jpg",
  description: "Harmattan sale: 20% off diffusers.",
  heroTitle: "Scents for the dry season",
  heroSubtitle: "Warm, bright, and long-lasting.",
  slogan: "Smell like home.",
  theme: "dark",
};

let admin: TestUser;
let uploads: string;

beforeAll(async () => {
  uploads = mkdtempSync(path.join(os.tmpdir(), "scents-banner-test-"));
  process.env.UPLOADS_DIR = uploads;
  delete process.env.CLOUDINARY_URL;
  admin = await createTestUser({ role: "admin" });
});

afterAll(() => {
  rmSync(uploads, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
});

beforeEach(() => SiteContent.deleteMany({}));

const put = async (body: unknown, headers?: Record<string, string>) =>
  callRoute<Answer>(saveContent, { method: "PUT", url: "/api/content", headers: headers ?? (await bearer(admin)), body });
const putForm = async (form: FormData) => callRoute<Answer>(saveContent, { method: "PUT", url: "/api/content", headers: await bearer(admin), form });

describe("GET /api/content", () => {
  it("answers the content object itself, to anyone, with defaults while nothing is saved", async () => {
    const { status, body } = await callRoute<Answer>(readContent, { url: "/api/content" });
    expect(status).toBe(200);
    expect(body).toEqual(DEFAULT_SITE_CONTENT);
  });
});

describe("PUT /api/content", () => {
  it("refuses anonymous, customer and forged callers and saves nothing", async () => {
    const customer = await createTestUser({ role: "customer" });
    expect((await put(CONTENT, {})).status).toBe(401);
    expect((await put(CONTENT, await bearer(customer))).status).toBe(403);
    expect((await put(CONTENT, await bearer(admin, { secret: "forged" }))).status).toBe(401);
    expect(await SiteContent.countDocuments()).toBe(0);
  });

  it("saves the object, answers it, revalidates the cached home page, and GET shows it", async () => {
    const before = Date.now();
    const { status, body } = await put({ ...CONTENT, description: `  ${CONTENT.description}  ` });
    expect(status).toBe(200);
    expect(body).toEqual(CONTENT);
    expect(await tagsRevalidatedSince(before, [SITE_CONTENT_TAG])).toEqual([SITE_CONTENT_TAG]);
    expect((await callRoute<Answer>(readContent, { url: "/api/content" })).body).toEqual(CONTENT);
  });

  it.each([
    [{ ...CONTENT, bannerUrl: "" }, "bannerUrl", CONTENT_MESSAGES.bannerRequired],
    [{ ...CONTENT, bannerUrl: "javascript:alert(1)" }, "bannerUrl", CONTENT_MESSAGES.bannerInvalid],
    [{ ...CONTENT, bannerUrl: "//evil.example/x.png" }, "bannerUrl", CONTENT_MESSAGES.bannerInvalid],
    [{ ...CONTENT, description: "   " }, "description", CONTENT_MESSAGES.descriptionRequired],
    [{ ...CONTENT, theme: "sepia" }, "theme", CONTENT_MESSAGES.theme],
  ])("refuses %j with its message and saves nothing", async (input, field, message) => {
    await put(CONTENT);
    // Strictly after that save's revalidation.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const before = Date.now();
    const { status, body } = await put(input);
    expect(status).toBe(400);
    expect(body.fieldErrors?.[field]?.[0]).toBe(message);
    expect((await callRoute<Answer>(readContent, { url: "/api/content" })).body).toEqual(CONTENT);
    expect(await tagsRevalidatedSince(before, [SITE_CONTENT_TAG])).toEqual([]);
  });

  it("falls back to the defaults for the optional texts left empty, and to the system theme", async () => {
    const { body } = await put({ bannerUrl: "/banner/hero.svg", description: "Only this." });
    expect(body).toEqual({ ...DEFAULT_SITE_CONTENT, description: "Only this." });
  });

  it("takes an uploaded banner instead of a URL, keeps it while other fields change, and deletes it once replaced", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...CONTENT, bannerUrl: "" })) form.append(key, value);
    form.append("bannerImage", imageFile(PNG_BYTES, "banner.png"));
    const uploaded = await putForm(form);
    expect(uploaded.status).toBe(200);
    const bannerUrl = String(uploaded.body.bannerUrl);
    // The banner is a photo like any other: its share JPEG is the URL, with AVIF and WebP beside it.
    expect(bannerUrl).toMatch(/^\/uploads\/[a-f0-9]{24}-1x1-1\.jpg$/);
    const key = bannerUrl.slice("/uploads/".length, -".jpg".length);
    expect(readdirSync(uploads).sort()).toEqual([`${key}.avif`, `${key}.jpg`, `${key}.webp`]);

    expect((await put({ ...CONTENT, bannerUrl, description: "Same banner, new words." })).status).toBe(200);
    expect(readdirSync(uploads)).toHaveLength(3);
    expect((await SiteContent.findById(SITE_CONTENT_ID).lean())?.bannerStorageKey).toMatch(/^local:/);

    expect((await put(CONTENT)).status).toBe(200);
    expect(readdirSync(uploads)).toHaveLength(0);
  });

  it("refuses an upload that is not an image and stores no file", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(CONTENT)) form.append(key, value);
    form.append("bannerImage", new File([new Uint8Array(Buffer.from("<svg onload=alert(1)>"))], "x.png", { type: "image/png" }));
    const { status, body } = await putForm(form);
    expect(status).toBe(400);
    expect(body.fieldErrors?.bannerImage?.[0]).toMatch(/JPEG, PNG or WebP/);
    expect(readdirSync(uploads)).toHaveLength(0);
    expect(await SiteContent.countDocuments()).toBe(0);
  });
});
