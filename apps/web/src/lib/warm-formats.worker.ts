// Loads the browser's ICU data off the main thread (lib/warm-formats.ts): the same formatters the
// pages build first, each used once, then a word back.
import { FIRST_FORMATS } from './first-formats';

for (const make of FIRST_FORMATS) make().format(0);
postMessage('ready');
