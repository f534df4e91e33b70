"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import type { AdminProfile } from "@/lib/admin/account";
import { ACCOUNT_MESSAGES, profileUpdateSchema } from "@/lib/admin/account-schemas";
import { formatAdminTime } from "@/lib/admin/admin-time";
import { apiRequest } from "@/lib/api-client/api-client";
import { AdminCard } from "../admin-card";
import formStyles from "../form.module.css";
import { LogoutButton } from "../logout-button";
import { useNotify } from "@/components/ui/notifications";
import { useSchemaForm } from "../use-schema-form";
import { BackupCodes } from "./backup-codes";
import { KeyChangeForm } from "./key-change-form";
import { PasswordChangeForm } from "./password-change-form";
import styles from "./account.module.css";
import { FormFooter } from "@/components/ui/form-footer";

type Field = "name" | "email";

const when = (iso: string | null) => (iso ? formatAdminTime(iso) : "Never");

/** A section opened on demand: the spec's optional password and admin key changes. */
function Optional({ label, open, onToggle, controls, children }: { label: string; open: boolean; onToggle: () => void; controls: string; children: ReactNode }) {
  return (
    <>
      <button type="button" className={buttonClass("secondary", { small: true })} aria-expanded={open} aria-controls={controls} onClick={onToggle} data-testid={`${controls}-toggle`}>
        {open ? "Cancel" : label}
      </button>
      <div id={controls} hidden={!open}>
        {open ? children : null}
      </div>
    </>
  );
}

/** /admin/users: the signed-in admin's details, edit form, password and key changes, backup codes and logout. */
export function ProfileManager({ profile }: { profile: AdminProfile }) {
  const router = useRouter();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [changingKey, setChangingKey] = useState(false);
  const form = useSchemaForm<Field, unknown>({ schema: profileUpdateSchema, initial: { name: profile.name, email: profile.email }, fields: ["name", "email"], idFor: (field) => `profile-${field}` });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await form.run(async (body) => {
      await apiRequest("/admin/profile", { method: "PUT", body });
    }, ACCOUNT_MESSAGES.profileFailed);
    if (done) {
      setEditing(false);
      notify("success", ACCOUNT_MESSAGES.profileUpdated);
      router.refresh();
    }
  }

  /** Opening or leaving the form starts it again from the saved profile. */
  function editProfile(open: boolean) {
    form.reset({ name: profile.name, email: profile.email });
    setEditing(open);
  }

  function changed(message: string, close: () => void) {
    close();
    notify("success", message);
    router.refresh();
  }

  return (
    <div className={formStyles.stack}>
      <AdminCard id="profile-details" title="Admin Profile">
        {editing ? (
          <form className={formStyles.form} onSubmit={save} noValidate data-testid="profile-form">
            <FormField id="profile-name" label="Name" error={form.errors.name} look="compact">
              {(control) => <input {...control} autoComplete="name" value={form.values.name} onChange={(event) => form.edit("name", event.target.value)} data-testid="profile-name" />}
            </FormField>
            <FormField id="profile-email" label="Email" error={form.errors.email} look="compact">
              {(control) => (
                <input {...control} type="email" autoComplete="email" value={form.values.email} onChange={(event) => form.edit("email", event.target.value)} data-testid="profile-email" />
              )}
            </FormField>
            <FormFooter submit="Save Changes" pending="Saving..." busy={form.busy} submitTestId="profile-save" error={form.failure}>
              <button
                type="button"
                className={buttonClass("ghost")}
                onClick={() => editProfile(false)}
              >
                Cancel
              </button>
            </FormFooter>
          </form>
        ) : (
          <>
            <dl className={styles.details} data-testid="profile-view">
              <dt>Name</dt>
              <dd>{profile.name}</dd>
              <dt>Email</dt>
              <dd>{profile.email}</dd>
              <dt>Last login</dt>
              <dd>{when(profile.lastLoginAt)}</dd>
              <dt>Password last changed</dt>
              <dd>{when(profile.passwordChangedAt)}</dd>
              <dt>Admin key last changed</dt>
              <dd>{when(profile.adminKeyChangedAt)}</dd>
            </dl>
            <div className={formStyles.actions}>
              <button
                type="button"
                className={buttonClass("primary")}
                onClick={() => editProfile(true)}
                data-testid="profile-edit"
              >
                Edit Profile
              </button>
              <LogoutButton />
            </div>
          </>
        )}
      </AdminCard>

      <AdminCard id="profile-password" title="Password">
        <p className={formStyles.hint}>Changing it signs you out everywhere else; this browser stays signed in.</p>
        <Optional label="Change Password" open={changingPassword} onToggle={() => setChangingPassword((open) => !open)} controls="password-change">
          <PasswordChangeForm idPrefix="profile" onChanged={(message) => changed(message, () => setChangingPassword(false))} />
        </Optional>
      </AdminCard>

      <AdminCard id="profile-key" title="Admin Key">
        <p className={formStyles.hint}>The security key asked for at admin login. Changing it signs you out everywhere else.</p>
        <Optional label="Change Admin Key" open={changingKey} onToggle={() => setChangingKey((open) => !open)} controls="key-change">
          <KeyChangeForm onChanged={(message) => changed(message, () => setChangingKey(false))} />
        </Optional>
      </AdminCard>

      <AdminCard id="profile-backup-codes" title="Backup Codes">
        <BackupCodes status={profile.backupCodes} onGenerated={() => router.refresh()} />
      </AdminCard>
    </div>
  );
}
