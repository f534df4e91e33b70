"use client";

import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import formStyles from "@/components/admin/form.module.css";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import type { ImportAnswer, ImportJobView } from "@/lib/catalog/product-import-view";
import { ImportPlanTables } from "./import-plan-tables";

// An import of thousands of products with photos takes minutes: the page waits for it.
const IMPORT_TIMEOUT_MS = 30 * 60 * 1000;
const PROGRESS_EVERY_MS = 1000;

interface Files {
  file: File | null;
  photos: File | null;
}

function uploadOf(files: Files, job?: string): FormData {
  const form = new FormData();
  if (files.file) form.append("file", files.file);
  if (files.photos) form.append("photos", files.photos);
  if (job) form.append("job", job);
  return form;
}

/** How far the running import has got, asked of the server while the confirm is under way. */
function useProgress(jobId: string | null): ImportJobView | null {
  const [job, setJob] = useState<ImportJobView | null>(null);
  useEffect(() => {
    if (!jobId) return;
    const timer = setInterval(() => {
      apiRequest<{ job: ImportJobView }>(`/products/import/${jobId}`)
        .then((answer) => setJob(answer.job))
        .catch(() => undefined);
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [jobId]);
  return jobId ? job : null;
}

/** The import: choose the files, read the dry run's findings, then confirm and watch it run. */
export function CatalogueImport() {
  const [files, setFiles] = useState<Files>({ file: null, photos: null });
  const [checked, setChecked] = useState<ImportAnswer | null>(null);
  const [done, setDone] = useState<ImportJobView | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const progress = useProgress(busy === "import" ? (checked?.job.id ?? null) : null);

  async function run(kind: "check" | "import", action: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    setFieldErrors({});
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Fetch error");
      if (failure instanceof ApiError) setFieldErrors(failure.fieldErrors);
    } finally {
      setBusy(null);
    }
  }

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(null);
    setDone(null);
    void run("check", async () => setChecked(await apiRequest<ImportAnswer>("/products/import", { body: uploadOf(files), timeoutMs: IMPORT_TIMEOUT_MS })));
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked) return;
    void run("import", async () => {
      const answer = await apiRequest<ImportAnswer>("/products/import", { body: uploadOf(files, checked.job.id), timeoutMs: IMPORT_TIMEOUT_MS });
      setDone(answer.job);
      setChecked(null);
    });
  }

  const planned = checked?.job.planned;
  const toWrite = planned ? planned.create + planned.update : 0;
  return (
    <div className={formStyles.stack}>
      <form className={formStyles.form} onSubmit={check} noValidate data-testid="import-form">
        <FormField id="import-file" label="Catalogue file (CSV)" error={fieldErrors.file?.[0]} hint="Shopify's product export, WooCommerce's, or this shop's own export.">
          {(control) => <input {...control} type="file" name="file" accept=".csv,text/csv" required onChange={(event) => setFiles({ ...files, file: event.target.files?.[0] ?? null })} />}
        </FormField>
        <FormField id="import-photos" label="Photos (a .zip)" optional error={fieldErrors.photos?.[0]} hint="The photos the file's Image Src column names, by file name.">
          {(control) => <input {...control} type="file" name="photos" accept=".zip,application/zip" onChange={(event) => setFiles({ ...files, photos: event.target.files?.[0] ?? null })} />}
        </FormField>
        <FormFooter submit="Check the file" pending="Checking..." busy={busy === "check"} error={busy ? null : error} submitTestId="import-check" />
      </form>

      {checked && planned ? (
        <section aria-labelledby="import-plan-title" className={formStyles.stack} data-testid="import-plan">
          <h2 id="import-plan-title" className={formStyles.sectionTitle}>
            What the import will do
          </h2>
          <p className={formStyles.notice} data-testid="import-summary">
            {planned.create} to add, {planned.update} to update, {planned.unchanged} left as they are, {planned.refused} refused. Nothing is written until you import.
          </p>
          <ImportPlanTables products={checked.products} errors={checked.errors} unlisted={checked.unlisted} />
          {toWrite > 0 ? (
            <form onSubmit={confirm}>
              <FormFooter submit={`Import ${toWrite} ${toWrite === 1 ? "product" : "products"}`} pending="Importing..." busy={busy === "import"} submitTestId="import-confirm" />
              {busy === "import" ? (
                <p role="status">
                  <progress max={checked.job.total} value={progress?.processed ?? 0} aria-label="Products imported" /> {progress?.processed ?? 0} of {checked.job.total} products
                </p>
              ) : null}
            </form>
          ) : (
            <p>There is nothing to import: every product is as the file has it, or refused.</p>
          )}
        </section>
      ) : null}

      {done ? (
        <p className={formStyles.success} role="status" data-testid="import-done">
          Imported: {done.created} added, {done.updated} updated.{" "}
          <Link href="/admin/products" className={buttonClass("secondary", { small: true })}>
            See the products
          </Link>
        </p>
      ) : null}
    </div>
  );
}
