import { useState } from 'preact/hooks';
import { tp } from './page-strings.ts';

/**
 * "Copy link" beside a settings or scenario link (issue #33), the kit's copy pattern (bridge/CopyLine,
 * kit/IssuedToken): "Copied." only when the clipboard took it, otherwise how to copy it by hand.
 */
export function CopyLink({ text, name }: { text: string; name: string }) {
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
    <span class="copy-link no-print">
      <button type="button" class="secondary" aria-label={tp('links.copyLabel', { name })} onClick={copy}>
        {tp('links.copy')}
      </button>{' '}
      <span role="status">{copied === undefined ? '' : tp(copied ? 'links.copied' : 'links.copyFailed')}</span>
    </span>
  );
}
