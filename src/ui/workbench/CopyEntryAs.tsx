import type { JournalEntry } from '../../engine/journal/schemas.ts';
import { BASE } from '../app/client.ts';
import { bridgePort } from '../bridge/connection.ts';
import { CopyAs } from '../kit/CopyAs.tsx';
import { st } from '../kit/send-strings.ts';
import { entryRequest } from './entry-request.ts';

/**
 * "Copy as" for an Inspector row, from a chunk loaded when the row opens (with the snippet library
 * loaded by the kit's CopyAs), so the Inspector's start does not carry it. A row was sent already:
 * its code says when it repeats the row's Idempotency-Key.
 */
export function CopyEntryAs({ entry }: { entry: JournalEntry }) {
  return (
    <CopyAs
      id={`copy-as-${entry.id}`}
      request={() => entryRequest(entry, BASE)}
      watch={[entry.id]}
      baseUrl={`http://127.0.0.1:${bridgePort.value}/`}
      sent
      testId="copy-entry"
      codeTestId="copied-code"
    >
      {entry.request.body?.truncated && <p class="hint">{st('truncated')}</p>}
    </CopyAs>
  );
}
