import { z } from "zod";
import { staffJoinPath } from "@/lib/vocabulary/store-paths";
import { renderMail } from "./layout";
import { linkWorksOnce, oneTimeLinkFields } from "./one-time-link";
import { defineTemplate } from "./template";

/** The owner's invitation to join the staff: the link opens the page where the new member sets a password and a security key. */
export const staffInvitation = defineTemplate({
  schema: z.object({ invitedBy: z.string(), roleLabel: z.string(), ...oneTimeLinkFields }),
  render: (invitation, { siteUrl }) =>
    renderMail(`${invitation.invitedBy} invited you to the Scents team`, "Join the Scents team", [
      {
        kind: "paragraph",
        text: `${invitation.invitedBy} invited you to help run the Scents shop as ${invitation.roleLabel}. Follow the link below to choose your password and security key.`,
      },
      { kind: "button", label: "Join the team", url: `${siteUrl}${staffJoinPath(invitation.token)}` },
      linkWorksOnce(invitation.expiresAt, "If you did not expect it, ignore this e-mail."),
    ]),
});
