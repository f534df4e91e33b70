"use client";

import { useRouter } from "next/navigation";
import { PasswordChangeForm } from "../account/password-change-form";
import formStyles from "../form.module.css";
import { useNotify } from "@/components/ui/notifications";

/** The security screen's change-password form, with its success toast. */
export function SecurityPassword() {
  const router = useRouter();
  const notify = useNotify();
  return (
    <>
      <p className={formStyles.hint}>Changing it signs you out everywhere else; this browser stays signed in.</p>
      <PasswordChangeForm
        idPrefix="security"
        onChanged={(message) => {
          notify("success", message);
          router.refresh();
        }}
      />
    </>
  );
}
