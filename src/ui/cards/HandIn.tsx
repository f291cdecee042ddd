import { useEffect, useState } from 'preact/hooks';
import type { ReportCard } from '../../engine/report/schemas.ts';
import { timeOfDayText } from '../i18n/dates.ts';
import { ErrorSummary, errorId, FieldError } from '../kit/index.ts';
import { CardQr } from './CardQr.tsx';
import { encodeCard, type HandedCard, NAME_MAX } from './card-code.ts';
import { downloadText, fileNamePart } from './download.ts';
import { handedCard } from './hand-in.ts';
import { projectPublicId, worldPublicId } from './public-id.ts';
import { tc } from './strings.ts';
import './cards.css';

/** Whose card is handed in: this tab's world (its capability stays here) or a studio project's (issue 38). */
export type CardHolder = { kind: 'world'; token: string } | { kind: 'project'; project: string };

/**
 * "Hand in" under the world's or a studio project's report card (issue #28): a name the participant
 * types, then the card as one QR code for the facilitator's camera and as a `.card` file. Loaded on
 * demand with the QR maker.
 */
export function HandIn({ card, holder }: { card: ReportCard; holder: CardHolder }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [made, setMade] = useState<{ card: HandedCard; text: string } | undefined>();
  // A card read again (more requests) is another card: the code shown would be an old one.
  useEffect(() => setMade(undefined), [card]);

  async function make(event: Event) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(tc('handIn.nameMissing'));
      setMade(undefined);
      return;
    }
    setProblem(undefined);
    const handed =
      holder.kind === 'world'
        ? handedCard(card, name, await worldPublicId(holder.token), Date.now())
        : handedCard(card, name, await projectPublicId(holder.project), Date.now(), holder.project);
    setMade({ card: handed, text: encodeCard(handed) });
  }

  return (
    <section class="hand-in" aria-labelledby="hand-in-heading" data-testid="hand-in">
      <h2 id="hand-in-heading">{tc('handIn.title')}</h2>
      <p>{tc('handIn.intro')}</p>
      <p class="hint">{tc(holder.kind === 'world' ? 'handIn.privacy' : 'handIn.privacyProject')}</p>
      <ErrorSummary errors={problem ? [{ target: 'hand-in-name', message: problem }] : []} />
      <form onSubmit={(event) => void make(event)} noValidate>
        <div class="field">
          <label for="hand-in-name">{tc('handIn.name')}</label>
          <p class="hint" id="hand-in-name-hint">
            {tc('handIn.nameHint', { max: NAME_MAX })}
          </p>
          <FieldError target="hand-in-name" message={problem} />
          <input
            id="hand-in-name"
            name="nickname"
            autocomplete="off"
            maxLength={NAME_MAX}
            value={name}
            aria-invalid={problem ? 'true' : undefined}
            aria-describedby={problem ? `hand-in-name-hint ${errorId('hand-in-name')}` : 'hand-in-name-hint'}
            onInput={(event) => setName(event.currentTarget.value)}
          />
        </div>
        <button type="submit">{tc('handIn.make')}</button>
      </form>
      {made && (
        <div class="hand-in-code" data-testid="hand-in-code">
          <CardQr text={made.text} label={tc('handIn.codeLabel', { name: made.card.name })} />
          <p role="status">{tc('handIn.madeAt', { name: made.card.name, time: timeOfDayText(made.card.at) })}</p>
          <button
            type="button"
            class="secondary"
            onClick={() => downloadText(`${made.text}\n`, `${fileNamePart(made.card.name)}.card`, 'text/plain')}
          >
            {tc('handIn.file')}
          </button>
        </div>
      )}
    </section>
  );
}
