/**
 * A freshly issued token, shown once (the content workspace's agent connections and a practice
 * world's agent connections): what it is, that it is shown only now, the key in a read-only field
 * that selects itself, "Copy key" with a status that says "Copied" only when it did, and whatever
 * the screen adds below (the MCP setup).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';

export function IssuedToken({
  id,
  token,
  title,
  intro,
  testId,
  heading: Heading = 'h3',
  children,
}: {
  /** The id of the key's field (its label points at it). */
  id: string;
  token: string;
  /** The panel's heading, e.g. "Connection “Claude” created". */
  title: string;
  /** What to do with it now (shown once, never in a URL). */
  intro?: string;
  testId?: string;
  /** The heading's level where the panel sits. */
  heading?: 'h2' | 'h3';
  children?: ComponentChildren;
}) {
  /** What the last copy did: the status line says "Copied" only when it did. */
  const [copied, setCopied] = useState<{ token: string; ok: boolean } | undefined>();
  const result = copied?.token === token ? copied.ok : undefined;

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(token);
      setCopied({ token, ok: true });
    } catch {
      setCopied({ token, ok: false });
    }
  }

  return (
    <div class="panel-token" data-testid={testId}>
      <Heading>{title}</Heading>
      {intro && <p>{intro}</p>}
      <label for={id}>{t('kit.token')}</label>
      <input id={id} class="token" readOnly value={token} onFocus={(event) => event.currentTarget.select()} />
      <div class="actions">
        <button type="button" onClick={copy}>
          {t('kit.tokenCopy')}
        </button>
        <span role="status">
          {result === true ? t('kit.tokenCopied') : result === false ? t('kit.tokenCopyFailed') : ''}
        </span>
      </div>
      {children}
    </div>
  );
}
