import { useEffect, useState } from 'preact/hooks';
import { dayHeading } from '../i18n/dates.ts';
import { t } from '../i18n/index.ts';
import { errorId, FailureRegion, FieldError, Loading } from '../kit/index.ts';
import { municipal } from './api.ts';

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
  const [failure, setFailure] = useState<unknown>();
  const ready = Boolean(period) && (!needsRoom || Boolean(room));

  useEffect(() => {
    setSlots(undefined);
    setFailure(undefined);
    if (!ready || !period) return;
    municipal
      .slots(service, period, needsRoom ? room : undefined)
      .then(setSlots)
      .catch(setFailure);
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
      aria-describedby={error ? errorId('question-slot') : undefined}
    >
      <legend>{t('m.slot')}</legend>
      <FieldError target="question-slot" message={error} />
      {!ready && <p class="hint">{t('m.slotChooseFirst', { room: needsRoom ? t('m.slotRoom') : '' })}</p>}
      <FailureRegion error={failure} area="m" />
      {/* Room for the slots while they load: the button below does not jump when they arrive. */}
      {ready && !slots && failure === undefined && <Loading minHeight="16rem" />}
      {slots && slots.length === 0 && <p>{t('m.slotNone')}</p>}
      {[...byDay.entries()].map(([day, daySlots]) => (
        <fieldset class="slot-day" key={day}>
          <legend>{dayHeading(day)}</legend>
          <div class="slot-times">
            {daySlots.map((slot) => (
              <label class="slot" key={slot}>
                <input type="radio" name="slot" value={slot} checked={value === slot} onChange={() => onChange(slot)} />
                {t('m.slotTime', { time: slot.slice(11) })}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
