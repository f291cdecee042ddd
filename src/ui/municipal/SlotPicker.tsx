import { useEffect, useState } from 'preact/hooks';
import { dayHeading } from '../i18n/dates.ts';
import { lang, t } from '../i18n/index.ts';
import { municipal } from './api.ts';
import { describeError } from './flow.ts';

interface Props {
  service: string;
  period: string | undefined;
  room: string | undefined;
  needsRoom: boolean;
  value: string | undefined;
  /** The inline message of the error summary, when the slot is missing. */
  error?: string;
  onChange(slot: string): void;
}

/** Free slots grouped by day, following the chosen time of day (and room). */
export function SlotPicker({ service, period, room, needsRoom, value, error, onChange }: Props) {
  const [slots, setSlots] = useState<string[] | undefined>();
  const [failure, setFailure] = useState('');
  const ready = Boolean(period) && (!needsRoom || Boolean(room));

  useEffect(() => {
    setSlots(undefined);
    if (!ready || !period) return;
    municipal
      .slots(service, period, needsRoom ? room : undefined)
      .then(setSlots)
      .catch((error) => setFailure(describeError(error)));
  }, [service, period, room, ready, needsRoom]);

  const byDay = new Map<string, string[]>();
  for (const slot of slots ?? []) {
    const day = slot.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }

  return (
    <fieldset
      class={`slot-picker${error ? ' field-error' : ''}`}
      id="question-slot"
      tabIndex={-1}
      aria-describedby={error ? 'error-slot' : undefined}
    >
      <legend>{t('m.slot')}</legend>
      {error && (
        <p class="error-message" id="error-slot">
          <span class="visually-hidden">{t('m.errorPrefix')}</span> {error}
        </p>
      )}
      {!ready && <p class="hint">{t('m.slotChooseFirst', { room: needsRoom ? t('m.slotRoom') : '' })}</p>}
      <div role="alert">{failure && <p class="error">{failure}</p>}</div>
      {ready && !slots && !failure && <p>{t('m.loading')}</p>}
      {slots && slots.length === 0 && <p>{t('m.slotNone')}</p>}
      {[...byDay.entries()].map(([day, daySlots]) => (
        <fieldset class="slot-day" key={day}>
          <legend>{dayHeading(day)}</legend>
          <div class="slot-times">
            {daySlots.map((slot) => (
              <label class="slot" key={slot}>
                <input type="radio" name="slot" value={slot} checked={value === slot} onChange={() => onChange(slot)} />
                {lang.value === 'de' ? `${slot.slice(11)} Uhr` : slot.slice(11)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
