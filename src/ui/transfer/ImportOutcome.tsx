import { ImportPreviewView } from './ImportPreviewView.tsx';
import type { ImportModel } from './use-import.ts';

/**
 * An import as it goes, wherever it starts (a chosen file, a scenario link): the announced outcome,
 * the error, and the preview with Import and Cancel.
 */
export function ImportOutcome({ importing, heading }: { importing: ImportModel; heading: 'h2' | 'h3' }) {
  return (
    <>
      <div role="status" data-testid="import-status">
        {importing.status && <p class="notice">{importing.status}</p>}
      </div>
      <div role="alert" data-testid="import-error">
        {importing.failure && <p class="error">{importing.failure}</p>}
      </div>
      {importing.pending && (
        <ImportPreviewView
          preview={importing.pending.preview}
          heading={heading}
          busy={importing.busy}
          onConfirm={() => void importing.confirm()}
          onCancel={importing.cancel}
        />
      )}
    </>
  );
}
