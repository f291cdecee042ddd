/** Builds a value once per key (e.g. a document per base URL), then keeps it. */
export function memoByKey<T>(build: (key: string) => T): (key: string) => T {
  const built = new Map<string, T>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) {
      value = build(key);
      built.set(key, value);
    }
    return value;
  };
}
