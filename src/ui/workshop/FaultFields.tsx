import { t } from '../i18n/index.ts';
import type { FaultSettings } from '../municipal/api.ts';
import { FAULTS } from './workshop-model.ts';

/**
 * The fault switches' fields, shared by the Workshop's fault form and the room's settings links, so that
 * a fault reads the same wherever a facilitator sets it. Each form keeps its own state and ids.
 */
export function FaultKindSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: FaultSettings['fault'];
  onChange: (fault: FaultSettings['fault']) => void;
}) {
  // Each choice is short enough to show whole in its column (issue 33); what it does is the hint below.
  const hint = value === 'none' ? undefined : t(`m.faultHint.${value}`);
  return (
    <div class="stack fault-kind">
      <label for={id}>{t('m.faultKind')}</label>
      <select
        id={id}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value as FaultSettings['fault'])}
      >
        {FAULTS.map((fault) => (
          <option key={fault} value={fault}>
            {t(`m.fault.${fault}`)}
          </option>
        ))}
      </select>
      {hint && (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A group of radio buttons: one fieldset, its legend, one label per choice. */
function RadioChoice<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} class="check">
          <input type="radio" name={name} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** When a fault fires: on the next request, or at a rate. */
export function FaultWhenChoice(props: {
  name: string;
  value: FaultSettings['when'];
  onChange: (when: FaultSettings['when']) => void;
}) {
  return (
    <RadioChoice
      {...props}
      legend={t('m.faultWhen')}
      choices={[
        { value: 'next', label: t('m.faultNext') },
        { value: 'rate', label: t('m.faultRate') },
      ]}
    />
  );
}

/** Whom the faults touch: everyone, or agent connections only. */
export function FaultAudienceChoice(props: {
  name: string;
  value: FaultSettings['applies_to'];
  onChange: (who: FaultSettings['applies_to']) => void;
}) {
  return (
    <RadioChoice
      {...props}
      legend={t('m.faultAppliesTo')}
      choices={[
        { value: 'everyone', label: t('m.faultEveryone') },
        { value: 'agents', label: t('m.faultAgents') },
      ]}
    />
  );
}
