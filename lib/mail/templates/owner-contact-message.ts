import { z } from "zod";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** To the owner: someone wrote through the contact form. */
export const ownerContactMessage = defineTemplate({
  schema: z.object({ name: z.string().min(1), email: z.string().min(1), message: z.string().min(1) }),
  render: (contact, { siteUrl }) =>
    renderMail(`New message from ${contact.name}`, "A new contact message", [
      { kind: "facts", rows: [["From", contact.name], ["E-mail", contact.email]] },
      { kind: "paragraph", text: contact.message },
      { kind: "button", label: "Open the messages", url: `${siteUrl}/admin/messages` },
    ]),
});
