/**
 * In place of the preview, for a project imported and not approved to run (issue 38, docs/studio.md
 * "Imported code waits"): where it came from, that its code has not run, and a Run control. No frame
 * and no link to the served address: nothing of the project loads until the person chooses Run.
 */
import { useState } from 'preact/hooks';
import { dateTimeText } from '../i18n/dates.ts';
import { ErrorSummary, type FieldProblem } from '../kit/index.ts';
import { studioProblem } from './problem.ts';
import { st } from './strings.ts';
import type { StudioProject } from './studio-client.ts';

export function WaitingNotice({ project, onRun }: { project: StudioProject; onRun(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldProblem[]>([]);
  const origin = project.origin;

  async function run() {
    setBusy(true);
    try {
      await onRun();
    } catch (failure) {
      setErrors([{ target: 'studio-run', message: studioProblem(failure) }]);
      setBusy(false);
    }
  }

  return (
    <section
      class="studio-preview studio-waiting notice"
      aria-labelledby="studio-waiting-heading"
      data-testid="studio-waiting"
    >
      <h2 id="studio-waiting-heading">{st('waitingTitle')}</h2>
      <ErrorSummary errors={errors} />
      {origin && (
        <p data-testid="studio-origin" data-kind={origin.kind}>
          {st(`waitingFrom.${origin.kind}`, { name: origin.name, date: dateTimeText(origin.at) })}
        </p>
      )}
      <p>{st('waitingText')}</p>
      <button type="button" id="studio-run" disabled={busy} onClick={() => void run()} data-testid="studio-run">
        {busy ? st('running') : st('run')}
      </button>
    </section>
  );
}
