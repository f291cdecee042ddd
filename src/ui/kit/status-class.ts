/** A status's class (2xx, 4xx, ...): the kit's status text, the Inspector's filter and its list share it. */
export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';

/** A status's class, shown in text and colour (a 503 must not look like a 200). */
export function statusClass(status: number): StatusClass {
  const digit = Math.min(5, Math.max(1, Math.floor(status / 100)));
  return `${digit}xx` as StatusClass;
}
