import type { JournalEntry } from '../../engine/journal/schemas.ts';
import { t } from '../i18n/index.ts';
import { BodyText } from '../kit/BodyText.tsx';
import { HeaderList } from '../kit/HeaderList.tsx';
import { lazy } from '../kit/index.ts';
import type { Resend } from './ResendPanel.tsx';

type Message = JournalEntry['request'];

/** One side of an entry (request or response): its headers and its body as the journal kept them. */
function MessageView({ title, message }: { title: string; message: Message }) {
  const body = message.body;
  return (
    <div class="journal-message">
      <h4>{title}</h4>
      <h5>{t('inspector.headers')}</h5>
      <HeaderList headers={message.headers} />
      <h5>{t('inspector.body')}</h5>
      {!body ? (
        <p>{t('inspector.noBody')}</p>
      ) : body.text === undefined ? (
        <p>
          {body.size < 0
            ? t('inspector.unread', { type: body.mime_type })
            : t('inspector.binary', { type: body.mime_type, size: body.size })}
        </p>
      ) : (
        <>
          <BodyText text={body.text} mimeType={body.mime_type} truncated={body.truncated} />
          {body.truncated && <p class="hint">{t('inspector.truncated')}</p>}
        </>
      )}
    </div>
  );
}

/** "Edit and resend", from a chunk of its own loaded when a row opens: nothing of it in the start script. */
const ResendPanel = lazy(() => import('./ResendPanel.tsx').then((m) => m.ResendPanel));

/** The row's "Copy as", from the reference's chunk family: nothing of it in the start script either. */
const CopyEntryAs = lazy(() => import('../workbench/CopyEntryAs.tsx').then((m) => m.CopyEntryAs));

/**
 * The details of one journal entry: request and response side by side (stacked on narrow screens),
 * and, where the screen can send, "Edit and resend".
 */
export function EntryDetails({ entry, resend }: { entry: JournalEntry; resend?: Resend }) {
  return (
    <>
      <div class="journal-details" data-testid="journal-details">
        <MessageView title={t('inspector.request')} message={entry.request} />
        <MessageView title={t('inspector.response')} message={entry.response} />
        <CopyEntryAs entry={entry} />
      </div>
      {resend && <ResendPanel entry={entry} resend={resend} />}
    </>
  );
}
