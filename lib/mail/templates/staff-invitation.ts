import { z } from "zod";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import { staffJoinPath } from "@/lib/vocabulary/store-paths";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

const untilFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE });

/** The owner's invitation to join the staff: the link opens the page where the new member sets a password and a security key. */
export const staffInvitation = defineTemplate({
  schema: z.object({ invitedBy: z.string(), roleLabel: z.string(), token: z.string().min(1), expiresAt: z.string() }),
  render: (invitation, { siteUrl }) =>
    renderMail(`${invitation.invitedBy} invited you to the Scents team`, "Join the Scents team", [
      {
        kind: "paragraph",
        text: `${invitation.invitedBy} invited you to help run the Scents shop as ${invitation.roleLabel}. Follow the link below to choose your password and security key.`,
      },
      { kind: "button", label: "Join the team", url: `${siteUrl}${staffJoinPath(invitation.token)}` },
      { kind: "paragraph", text: `The link works once, until ${untilFormat.format(new Date(invitation.expiresAt))} (Lagos time). If you did not expect it, ignore this e-mail.` },
    ]),
});
