"use client";

import { useRouter } from "next/navigation";
import { PasswordChangeForm } from "../account/password-change-form";
import formStyles from "../form.module.css";
import { Toasts, useToasts } from "../toasts";

/** The security screen's change-password form, with its success toast. */
export function SecurityPassword() {
  const router = useRouter();
  const { toasts, show, dismiss } = useToasts();
  return (
    <>
      <p className={formStyles.hint}>Changing it signs you out everywhere else; this browser stays signed in.</p>
      <PasswordChangeForm
        idPrefix="security"
        onChanged={(message) => {
          show("success", message);
          router.refresh();
        }}
      />
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
