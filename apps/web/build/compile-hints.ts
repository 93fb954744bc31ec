import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): every function of a script that opens with
 * this comment is compiled as the script streams in, on a background thread, instead of on the
 * main thread the first time it is called. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Scripts from this size on carry the hint: the entry (React, the router, the app's shell), React
 * Query, zod and the common schemas, the larger pages. Their functions run as a page opens, and
 * compiling them one by one as they were first called took 28-82 ms of the main thread on `/faq`
 * (681 functions; 49 with the hint on its large scripts, bench/FINDINGS.md, "V8 compile hints"). A smaller script compiles in little
 * time, and the comment would cost it about 25 compressed bytes of a first load that has none to
 * spare.
 */
export const COMPILE_HINT_MIN_BYTES = 8 * 1024;

/** The script with the hint at its top, when it is large enough and has not got it yet. */
export function withCompileHint(code: string): string {
  if (code.startsWith(COMPILE_HINT) || Buffer.byteLength(code) < COMPILE_HINT_MIN_BYTES) return code;
  return COMPILE_HINT + code;
}

/** Puts the hint at the top of the bundle's large scripts, after minifying (which drops comments). */
export function hintBundle(bundle: Rolldown.OutputBundle): void {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') output.code = withCompileHint(output.code);
  }
}

/** Vite plugin (`vite build` only): V8's compile hint at the top of each large script. */
export function compileHints(): Plugin {
  return {
    name: 'mall:compile-hints',
    apply: 'build',
    // After Vite's own last touches to the scripts (the entry's list of each page's chunks goes on
    // its first line): the comment must open the file.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintBundle(bundle);
      },
    },
  };
}
