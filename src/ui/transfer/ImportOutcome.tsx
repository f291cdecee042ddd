import { ImportPreviewView } from './ImportPreviewView.tsx';
import type { ImportModel } from './import-model.ts';

/**
 * An import as it goes, wherever it starts (a chosen file, a scenario link): the announced outcome,
 * the error, and the preview with Import and Cancel.
 */
export function ImportOutcome({ importing, heading }: { importing: ImportModel; heading: 'h2' | 'h3' }) {
  const pending = importing.pending.value;
  return (
    <>
      <div role="status" data-testid="import-status">
        {importing.status.value && <p class="notice">{importing.status.value}</p>}
      </div>
      <div role="alert" data-testid="import-error">
        {importing.failure.value && <p class="error">{importing.failure.value}</p>}
      </div>
      {pending && (
        <ImportPreviewView
          preview={pending.preview}
          heading={heading}
          busy={importing.busy.value}
          choices={importing.choices.value}
          onChoose={importing.choose}
          onConfirm={() => void importing.confirmImport()}
          onCancel={importing.cancel}
        />
      )}
    </>
  );
}
