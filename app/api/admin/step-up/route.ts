import { z } from "zod";
import { route } from "@/lib/api/route";
import { loginClientOf } from "@/lib/auth/device-cookie";
import { confirmSecurityKey } from "@/lib/auth/step-up";

export const dynamic = "force-dynamic";

const stepUpSchema = z.object({ securityKey: z.string({ error: "Enter your security key or a backup code" }).trim().min(1, "Enter your security key or a backup code").max(500) });

/** The security key (or a backup code) given again: sensitive actions of this session are open for ten minutes. */
export const POST = route({ access: "account", body: stepUpSchema }, async ({ caller, body, request }) => {
  const { until } = await confirmSecurityKey(caller, body.securityKey, loginClientOf(request, caller.email));
  return { success: true, until: until.toISOString() };
});
