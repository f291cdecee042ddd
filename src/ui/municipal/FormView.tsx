import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { href, navigate } from '../router.ts';
import { type Case, type DraftInput, municipal, type Profile, type ServiceEntry } from './api.ts';
import { describeError, loadCatalogue, localAddress, text } from './flow.ts';
import { useHeadingFocus } from './focus.ts';
import { SlotPicker } from './SlotPicker.tsx';

interface Props {
  serviceId: string;
  /** Change mode: the case in review whose answer is being changed, and the question to land on. */
  changing?: { caseId: string; field: string };
}

/** One error of the summary: the question it belongs to and what to do. */
interface QuestionError {
  key: string;
  message: string;
}

/**
 * GOV.UK question page: only catalogue choices, as labelled radio groups, then the slot. A missing
 * answer gives an error summary at the top (focused, a link per question) and a message at each
 * question. From the review's "Change" links it opens on that question and returns to the review.
 */
export function FormView({ serviceId, changing }: Props) {
  const [service, setService] = useState<ServiceEntry | undefined>();
  const [profiles, setProfiles] = useState<Profile[]>([]);
  const [original, setOriginal] = useState<Case | undefined>();
  // A new application starts empty; change mode fills in the reviewed answers (below).
  const [profile, setProfile] = useState<string | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<QuestionError[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    Promise.all([loadCatalogue(), municipal.profiles(), changing ? municipal.getCase(changing.caseId) : undefined])
      .then(([services, people, found]) => {
        setService(services.find((s) => s.id === serviceId));
        setProfiles(people);
        if (found) {
          // The answers as reviewed: only the one question needs changing.
          setOriginal(found);
          setProfile(found.profile.id);
          setFields(
            Object.fromEntries(
              Object.entries(found.details).filter(([key]) =>
                services.find((s) => s.id === serviceId)?.fields.some((f) => f.key === key),
              ),
            ),
          );
        }
      })
      .catch((error) => setFailure(describeError(error)));
  }, [serviceId, changing?.caseId]);

  useHeadingFocus(heading, Boolean(service) && !changing);

  // Change links land on their question, not the top of the form.
  useEffect(() => {
    if (!service || !changing || !original) return;
    // After the app's own focus move to the heading (a parent effect, which runs after this one).
    const timer = setTimeout(() => {
      const target = document.getElementById(`question-${changing.field}`);
      // The chosen answer if there is one (a radio group is entered at its checked radio).
      const first =
        target?.querySelector<HTMLInputElement>('input:checked') ?? target?.querySelector<HTMLInputElement>('input');
      (first ?? target)?.focus();
      target?.scrollIntoView({ block: 'center' });
    }, 0);
    return () => clearTimeout(timer);
  }, [service, original, changing?.field]);

  useEffect(() => {
    if (errors.length > 0) summary.current?.focus();
  }, [errors]);

  if (!service) {
    return (
      <section>
        <h1 tabIndex={-1}>{t('m.loading')}</h1>
        <div role="alert">{failure && <p class="error">{failure}</p>}</div>
      </section>
    );
  }

  const choiceFields = service.fields.filter((field) => field.key !== 'slot');
  const needsRoom = service.id === 'raum';
  /** The slot can be chosen once the time of day (and the room) are chosen. */
  const slotChoosable = Boolean(fields.zeitraum) && (!needsRoom || Boolean(fields.raum));
  const set = (key: string, value: string) => {
    setFields((current) => {
      const next = { ...current, [key]: value };
      // A new time of day or room offers other slots.
      if ((key === 'zeitraum' || key === 'raum') && current[key] !== value) delete next.slot;
      return next;
    });
    setErrors((current) => current.filter((error) => error.key !== key));
  };

  function validate(): QuestionError[] {
    const found: QuestionError[] = [];
    if (!profile) found.push({ key: 'profile', message: t('m.errPerson') });
    for (const field of service?.fields ?? []) {
      if (fields[field.key]) continue;
      // The slot is not missing while it cannot be chosen yet: the time of day's message covers it.
      if (field.key === 'slot') {
        if (slotChoosable) found.push({ key: 'slot', message: t('m.errSlot') });
        continue;
      }
      found.push({ key: field.key, message: t('m.errChoose', { question: text(field.label) }) });
    }
    return found;
  }

  async function submit(event: Event) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.length > 0 || !service || !profile) return;
    const input: DraftInput = {
      service: service.id,
      profile,
      fields: Object.fromEntries(service.fields.map((field) => [field.key, fields[field.key] ?? ''])),
    };
    if (original && unchanged(original, input)) {
      // Nothing changed: back to the same review, no new draft.
      navigate(`/buergerservice/pruefen/${original.id}`);
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      const created = await municipal.draft(input);
      // The earlier draft is replaced: cancelled, so it is never left behind in review.
      if (original?.state === 'review') await municipal.cancel(original.id, original.version).catch(() => undefined);
      navigate(`/buergerservice/pruefen/${created.id}`);
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (key: string) => errors.find((error) => error.key === key)?.message;
  const inlineError = (key: string) => {
    const message = errorOf(key);
    return (
      message && (
        <p class="error-message" id={`error-${key}`}>
          <span class="visually-hidden">{t('m.errorPrefix')}</span> {message}
        </p>
      )
    );
  };
  const questionProps = (key: string) => ({
    id: `question-${key}`,
    tabIndex: -1,
    class: errorOf(key) ? 'field-error' : undefined,
    'aria-describedby': errorOf(key) ? `error-${key}` : undefined,
  });

  return (
    <section>
      <p>
        {original ? (
          <a href={href(`/buergerservice/pruefen/${original.id}`)}>{t('m.backToReview')}</a>
        ) : (
          <a href={href('/buergerservice')}>{t('m.back')}</a>
        )}
      </p>
      {errors.length > 0 && (
        <div class="error-summary" role="alert" tabIndex={-1} ref={summary} data-testid="error-summary">
          <h2>{t('m.errorSummary')}</h2>
          <ul>
            {errors.map((error) => (
              <li key={error.key}>
                <a
                  href={`#question-${error.key}`}
                  onClick={(event) => {
                    // Hash links would change the route: move focus to the question instead.
                    event.preventDefault();
                    const target = document.getElementById(`question-${error.key}`);
                    target?.querySelector<HTMLInputElement>('input')?.focus();
                    target?.scrollIntoView({ block: 'center' });
                  }}
                >
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <h1 tabIndex={-1} ref={heading}>
        {text(service.name)}
      </h1>
      <p>{text(service.description)}</p>
      <form class="stack wide" onSubmit={submit} noValidate>
        <fieldset {...questionProps('profile')}>
          <legend>{t('m.person')}</legend>
          {inlineError('profile')}
          {profiles.map((person) => (
            <label class="check" key={person.id}>
              <input
                type="radio"
                name="profile"
                value={person.id}
                checked={profile === person.id}
                onChange={() => {
                  setProfile(person.id);
                  setErrors((current) => current.filter((error) => error.key !== 'profile'));
                }}
              />
              <span>
                {person.name}
                {person.address && <span class="hint"> – {localAddress(person.address)}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        {choiceFields.map((field) => (
          <fieldset key={field.key} {...questionProps(field.key)}>
            <legend>{text(field.label)}</legend>
            {inlineError(field.key)}
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
            needsRoom={needsRoom}
            value={fields.slot}
            error={errorOf('slot')}
            onChange={(slot) => set('slot', slot)}
          />
        )}
        <div role="alert">{failure && <p class="error">{failure}</p>}</div>
        <div class="actions">
          <button type="submit" disabled={busy}>
            {busy ? t('m.sending') : original ? t('m.saveAndReturn') : t('m.continue')}
          </button>
        </div>
      </form>
    </section>
  );
}

function unchanged(original: Case, input: DraftInput): boolean {
  return (
    original.profile.id === input.profile &&
    Object.entries(input.fields).every(([key, value]) => original.details[key] === value)
  );
}
