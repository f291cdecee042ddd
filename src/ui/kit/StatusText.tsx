/** A status with its class in words and colour: "503 · Server error" never looks like a 200. */
import { t } from '../i18n/index.ts';
import { statusClass } from './status-class.ts';

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
