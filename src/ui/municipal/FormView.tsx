import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { href, navigate } from '../router.ts';
import { type DraftInput, municipal, type Profile, type ServiceEntry } from './api.ts';
import { answers, describeError, loadCatalogue, text } from './flow.ts';
import { SlotPicker } from './SlotPicker.tsx';

/** Only catalogue choices: the person, then each field as a labelled radio group, then the slot. */
export function FormView({ serviceId }: { serviceId: string }) {
  const [service, setService] = useState<ServiceEntry | undefined>();
  const [profiles, setProfiles] = useState<Profile[]>([]);
  const previous = answers.value?.service === serviceId ? answers.value : undefined;
  const [profile, setProfile] = useState(previous?.profile);
  const [fields, setFields] = useState<Record<string, string>>(previous?.fields ?? {});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    Promise.all([loadCatalogue(), municipal.profiles()])
      .then(([services, people]) => {
        setService(services.find((s) => s.id === serviceId));
        setProfiles(people);
      })
      .catch((error) => setFailure(describeError(error)));
  }, [serviceId]);

  if (!service) {
    return (
      <section>
        <h1 tabIndex={-1}>{t('m.loading')}</h1>
        <div role="alert">{failure && <p class="error">{failure}</p>}</div>
      </section>
    );
  }

  const choiceFields = service.fields.filter((field) => field.key !== 'slot');
  const set = (key: string, value: string) =>
    setFields((current) => {
      const next = { ...current, [key]: value };
      // A new time of day or room offers other slots.
      if (key === 'zeitraum' || key === 'raum') delete next.slot;
      return next;
    });

  async function submit(event: Event) {
    event.preventDefault();
    const missing = [
      ...(profile ? [] : [t('m.person')]),
      ...(service?.fields ?? []).filter((field) => !fields[field.key]).map((field) => text(field.label)),
    ];
    if (missing.length > 0 || !service || !profile) {
      setFailure(t('m.missing', { fields: missing.join(', ') }));
      return;
    }
    const input: DraftInput = {
      service: service.id,
      profile,
      fields: Object.fromEntries(service.fields.map((field) => [field.key, fields[field.key] ?? ''])),
    };
    answers.value = input;
    setBusy(true);
    setFailure('');
    try {
      const created = await municipal.draft(input);
      navigate(`/buergerservice/pruefen/${created.id}`);
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <p>
        <a href={href('/buergerservice')}>{t('m.back')}</a>
      </p>
      <h1 tabIndex={-1}>{text(service.name)}</h1>
      <p>{text(service.description)}</p>
      <form class="stack wide" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('m.person')}</legend>
          {profiles.map((person) => (
            <label class="check" key={person.id}>
              <input
                type="radio"
                name="profile"
                value={person.id}
                checked={profile === person.id}
                onChange={() => setProfile(person.id)}
              />
              <span>
                {person.name}
                {person.address && <span class="hint"> – {person.address}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        {choiceFields.map((field) => (
          <fieldset key={field.key}>
            <legend>{text(field.label)}</legend>
            {('options' in field ? field.options : []).map((option) => (
              <label class="check" key={option.value}>
                <input
                  type="radio"
                  name={field.key}
                  value={option.value}
                  checked={fields[field.key] === option.value}
                  onChange={() => set(field.key, option.value)}
                />
                {text(option.label)}
              </label>
            ))}
          </fieldset>
        ))}
        {service.needs_slot && (
          <SlotPicker
            service={service.id}
            period={fields.zeitraum}
            room={fields.raum}
            needsRoom={service.id === 'raum'}
            value={fields.slot}
            onChange={(slot) => set('slot', slot)}
          />
        )}
        <div role="alert">{failure && <p class="error">{failure}</p>}</div>
        <div class="actions">
          <button type="submit" disabled={busy}>
            {busy ? t('m.sending') : t('m.continue')}
          </button>
        </div>
      </form>
    </section>
  );
}
