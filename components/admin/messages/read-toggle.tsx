"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client/api-client";

/** Marks one contact message read or unread. */
export function ReadToggle({ id, read, from }: { id: string; read: boolean; from: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function toggle() {
    setBusy(true);
    setFailed(false);
    try {
      await apiRequest(`/admin/messages/${id}`, { method: "PUT", body: { read: !read } });
      router.refresh();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => void toggle()} disabled={busy} aria-label={`Mark the message from ${from} as ${read ? "unread" : "read"}`} data-testid="message-toggle">
        {read ? "Mark unread" : "Mark read"}
      </button>
      {failed ? <span role="alert">Could not update the message. Please try again.</span> : null}
    </>
  );
}
