"use client";

import { useState } from "react";

/**
 * A change the owner confirms in a dialog first. `ask(subject)` opens the dialog; confirming
 * runs the action with the buttons disabled, and the dialog closes whatever the outcome (the
 * action reports its own success or failure). `run` does the same without asking.
 */
export function useConfirmedAction<Subject>(action: (subject: Subject) => Promise<void>) {
  const [subject, setSubject] = useState<Subject | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(chosen: Subject): Promise<void> {
    setBusy(true);
    try {
      await action(chosen);
    } finally {
      setBusy(false);
      setSubject(null);
    }
  }

  return {
    subject,
    busy,
    ask: (chosen: Subject) => setSubject(() => chosen),
    run,
    /** The ConfirmDialog's open, busy and button handlers. */
    dialog: {
      open: subject !== null,
      busy,
      onConfirm: () => {
        if (subject !== null) void run(subject);
      },
      onCancel: () => setSubject(null),
    },
  };
}
