/** A status with its class in words and colour: "503 · Server error" never looks like a 200. */
import { t } from '../i18n/index.ts';

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';

/** A status's class, shown in text and colour (a 503 must not look like a 200). */
export function statusClass(status: number): StatusClass {
  const digit = Math.min(5, Math.max(1, Math.floor(status / 100)));
  return `${digit}xx` as StatusClass;
}

export function StatusText({ status }: { status: number | string }) {
  const code = Number(status);
  if (!Number.isInteger(code) || code < 100) return <span>{status}</span>;
  const kind = statusClass(code);
  return (
    <span class={`status status-${kind}`} data-status-class={kind}>
      {code} · {t(`inspector.class.${kind}`)}
    </span>
  );
}
