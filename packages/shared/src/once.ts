/**
 * A value made on first use and kept: for what costs to build and may never be needed, such as an
 * `Intl` formatter. The first `Intl` object a browser tab builds loads the ICU data (tens of ms on a
 * phone), so a module that builds one as it loads makes every page importing it pay that at start,
 * in the same task as the rest of its scripts, whether or not the page formats anything.
 */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
