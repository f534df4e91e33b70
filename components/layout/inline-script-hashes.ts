import { createHash } from "node:crypto";
import { SITE_THEME_OPTIONS } from "@/lib/content/content-schema";
import { themeBootScript } from "./theme";
import { ZOD_WITHOUT_EVAL_SCRIPT } from "./zod-without-eval";

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** The CSP hashes of the scripts the root layout writes inline: the theme boot script (one per shop default theme) and zod's settings. */
export const INLINE_SCRIPT_HASHES = [...SITE_THEME_OPTIONS.map((theme) => hashOf(themeBootScript(theme))), hashOf(ZOD_WITHOUT_EVAL_SCRIPT)];
