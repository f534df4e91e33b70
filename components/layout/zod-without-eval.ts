/**
 * Written inline in <head>, before any chunk runs: zod compiles its object parsers with
 * `new Function` where it may, and its first probe for that is refused and reported as a violation
 * under the Content-Security-Policy (script-src has no 'unsafe-eval'). With `jitless` in its
 * global settings (which zod keeps when it finds them) it parses the same way without the probe.
 */
export const ZOD_WITHOUT_EVAL_SCRIPT = "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
