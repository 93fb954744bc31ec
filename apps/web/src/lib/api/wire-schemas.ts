/**
 * zod and the wire schemas that every declaration builds on (`@mall/shared`'s `schemas.ts`, with
 * zod's Portuguese messages). A page's loading imports this beside the page's own code
 * (`queriesReady`, `pageScreen`): ready first, it is evaluated in a task of its own, so the page's
 * evaluation, which otherwise builds zod and every schema in one long task, is shorter
 * (bench/FINDINGS.md, "Module evaluation and renders: long tasks split"). The binding below only keeps the module in: nothing reads it.
 */
export { idParamsSchema } from '@mall/shared';
