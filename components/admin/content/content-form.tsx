"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { ImageFileField } from "../image-file-field";
import { CONTENT_MESSAGES, SITE_THEME_OPTIONS, siteContentInputSchema, type SiteTheme } from "@/lib/content/content-schema";
import type { SiteContentView } from "@/lib/content/site-content-defaults";
import { apiRequest } from "@/lib/api-client/api-client";
import formStyles from "../form.module.css";
import { useNotify } from "@/components/ui/notifications";
import { useSchemaForm } from "../use-schema-form";
import styles from "./content.module.css";
import { AdminCard } from "@/components/admin/admin-card";
import { ResponsivePicture } from "@/components/catalog/responsive-picture";
import { FormFooter } from "@/components/ui/form-footer";
import { Options } from "@/components/ui/options";

type Field = "bannerUrl" | "description" | "heroTitle" | "heroSubtitle" | "slogan" | "theme";

const THEME_LABELS: Record<SiteTheme, string> = { system: "Follow the visitor's system setting", light: "Light", dark: "Dark" };
// An upload of up to 5 MB needs longer than the client's usual 3 s.
const UPLOAD_TIMEOUT_MS = 60_000;

const FIELDS = ["bannerUrl", "bannerImage", "description", "heroTitle", "heroSubtitle", "slogan", "theme"] as const;
const idFor = (field: string) => `content-${field}`;

const valuesOf = (content: SiteContentView): Record<Field, string> => ({ ...content });

/** /admin/content: the home page's banner (URL or upload), texts and default theme. */
export function ContentForm({ content }: { content: SiteContentView }) {
  const router = useRouter();
  const notify = useNotify();
  const form = useSchemaForm<Field, unknown, "bannerImage">({ schema: siteContentInputSchema, initial: valuesOf(content), fields: FIELDS, idFor });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState(content.bannerUrl);
  const fileInput = useRef<HTMLInputElement>(null);
  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
  }, []);

  function choose(chosen: File | null) {
    setFile(chosen);
    form.setErrors((current) => ({ ...current, bannerImage: undefined }));
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = chosen ? URL.createObjectURL(chosen) : null;
    setPreview(objectUrl.current ?? form.values.bannerUrl);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await form.run(
      async () => {
        const body = new FormData();
        for (const [key, value] of Object.entries(form.values)) body.append(key, value);
        if (file) body.append("bannerImage", file);
        const saved = await apiRequest<SiteContentView>("/content", { method: "PUT", body, timeoutMs: UPLOAD_TIMEOUT_MS });
        form.reset(valuesOf(saved));
        choose(null);
        setPreview(saved.bannerUrl);
        if (fileInput.current) fileInput.current.value = "";
      },
      CONTENT_MESSAGES.failed,
      { bannerImage: file ?? undefined },
    );
    if (done) {
      notify("success", CONTENT_MESSAGES.updated);
      router.refresh();
    }
  }

  const text = (name: Field, label: string, options: { optional?: boolean; hint?: string; type?: string } = {}) => (
    <FormField id={`content-${name}`} label={label} error={form.errors[name]} look="compact" optional={options.optional} hint={options.hint}>
      {(control) => (
        <input {...control} type={options.type ?? "text"} name={name} value={form.values[name]} onChange={(event) => form.edit(name, event.target.value)} data-testid={`content-${name}`} />
      )}
    </FormField>
  );

  return (
    <AdminCard id="content-title" title="Home Page">
      <form className={formStyles.form} onSubmit={submit} noValidate data-testid="content-form">
        <div className={styles.banner}>
          <div className={formStyles.form}>
            {text("bannerUrl", "Banner URL", { hint: "A web address (https://…) or a path on this site. Or upload an image below instead." })}
            <ImageFileField
              id="content-bannerImage"
              label="Upload a banner image"
              hint="JPEG, PNG or WebP, up to 5 MB. Replaces the URL when you save."
              error={form.errors.bannerImage}
              optional
              fileInput={fileInput}
              onChoose={(files) => choose(files[0] ?? null)}
            />
          </div>
          {preview ? (
            <ResponsivePicture src={preview} alt="Banner preview" sizes="480px" className={styles.preview} data-testid="content-banner-preview" />
          ) : null}
        </div>
        <FormField id="content-description" label="Description" error={form.errors.description} look="compact">
          {(control) => <textarea {...control} name="description" value={form.values.description} onChange={(event) => form.edit("description", event.target.value)} data-testid="content-description" />}
        </FormField>
        <div className={formStyles.grid}>
          {text("heroTitle", "Hero title", { optional: true })}
          {text("heroSubtitle", "Hero subtitle", { optional: true })}
          {text("slogan", "Slogan", { optional: true })}
          <FormField id="content-theme" label="Default theme" error={form.errors.theme} look="compact" hint="For visitors who have not chosen a theme themselves.">
            {(control) => (
              <select {...control} name="theme" value={form.values.theme} onChange={(event) => form.edit("theme", event.target.value)} data-testid="content-theme">
                <Options values={SITE_THEME_OPTIONS} labels={THEME_LABELS} />
              </select>
            )}
          </FormField>
        </div>
        <p className={formStyles.hint}>Empty optional texts show the shop&apos;s standard wording.</p>
        <FormFooter submit="Save Content" pending="Saving..." busy={form.busy} submitTestId="content-save" error={form.failure} errorTestId="content-failure" />
      </form>
    </AdminCard>
  );
}
