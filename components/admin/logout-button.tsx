"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";
import { useAdminLogout } from "./use-admin-logout";

export function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const { logout, busy } = useAdminLogout();
  return (
    <>
      <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => setAsking(true)} data-testid="admin-logout">
        Logout
      </button>
      <ConfirmDialog
        open={asking}
        title="Confirm Logout"
        confirmLabel="Yes, Logout"
        cancelLabel="No, Stay Logged In"
        busy={busy}
        onConfirm={() => void logout()}
        onCancel={() => setAsking(false)}
        testId="logout-dialog"
      >
        <p>Are you sure you want to logout from admin panel?</p>
      </ConfirmDialog>
    </>
  );
}
