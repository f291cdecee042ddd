import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';

/**
 * A line to paste into a terminal, with its heading and a copy button; "Copied." only when the
 * clipboard took it, otherwise how to copy it by hand.
 */
export function CopyLine({
  id,
  label,
  text,
  heading = true,
}: {
  id: string;
  label: string;
  text: string;
  heading?: boolean;
}) {
  const [copied, setCopied] = useState<boolean | undefined>();

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div class="stack" data-testid={`copy-${id}`}>
      {heading && <h3>{label}</h3>}
      <pre class="tools-line">
        <code>{text}</code>
      </pre>
      <div class="actions">
        <button type="button" class="secondary" onClick={copy}>
          {t('tools.copy')}
          <span class="visually-hidden"> {label}</span>
        </button>
      </div>
      <p role="status">{copied === undefined ? '' : t(copied ? 'tools.copied' : 'tools.copyFailed')}</p>
    </div>
  );
}
