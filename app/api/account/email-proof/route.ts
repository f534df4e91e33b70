import { sendEmailProof } from "@/lib/account/send-email-proof";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** E-mails the signed-in customer a link that joins their guest orders to the account once followed. */
export const POST = route({ access: "customer" }, async ({ caller }) => ({ success: true, ...(await sendEmailProof(caller.id)) }));
