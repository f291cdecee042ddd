import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import {
  ErrorSummary,
  errorId,
  FailureRegion,
  FieldError,
  type FieldProblem,
  Loading,
  problemCode,
  useResource,
  useTitle,
} from '../kit/index.ts';
import { navigateTo } from '../router.ts';
import { hrefTo } from '../routes.ts';
import { type Answers, keepAnswers, readAnswers } from '../world/answers.ts';
import { session } from '../world/session.ts';
import { type Case, type DraftInput, municipal, type Profile, type ServiceEntry } from './api.ts';
import { loadCatalogue, localAddress, text } from './flow.ts';
import { useHeadingFocus } from './focus.ts';
import { SlotPicker } from './SlotPicker.tsx';

interface Props {
  serviceId: string;
  /** Change mode: the case in review whose answer is being changed, and the question to land on. */
  changing?: { caseId: string; field: string };
}

interface FormData {
  service: ServiceEntry | undefined;
  profiles: Profile[];
  /** Change mode: the reviewed case. */
  original: Case | undefined;
  /** The answers to start from: the reviewed ones, the kept ones of this world and service, or none. */
  answers: Answers;
  /** The world the answers are kept in (its local id, never its capability). */
  world: string | undefined;
}

async function loadForm(serviceId: string, changing: Props['changing']): Promise<FormData> {
  const [services, profiles, original] = await Promise.all([
    loadCatalogue(),
    municipal.profiles(),
    changing ? municipal.getCase(changing.caseId) : undefined,
  ]);
  const service = services.find((s) => s.id === serviceId);
  // profiles() opened or restored this tab's world: its local id names the kept answers.
  const world = session.value?.id;
  let answers: Answers = { fields: {} };
  if (original) {
    // The answers as reviewed: only the one question needs changing.
    answers = {
      profile: original.profile.id,
      fields: Object.fromEntries(
        Object.entries(original.details).filter(([key]) => service?.fields.some((f) => f.key === key)),
      ),
    };
  } else if (world) {
    const kept = readAnswers(world, serviceId);
    // Only answers that are still choices of the catalogue and people of this world.
    if (kept) {
      answers = {
        ...(kept.profile && profiles.some((p) => p.id === kept.profile) ? { profile: kept.profile } : {}),
        fields: Object.fromEntries(
          Object.entries(kept.fields).filter(([key]) => service?.fields.some((f) => f.key === key)),
        ),
      };
    }
  }
  return { service, profiles, original, answers, world };
}

/**
 * GOV.UK question page: only catalogue choices, as labelled radio groups, then the slot. A missing
 * answer gives an error summary at the top (focused, a link per question, the slot included) and a
 * message at each question; the title then starts with "Fehler: ". Answers are kept per world and
 * service while they are typed (answers.ts), so the catalogue, a reload or another tab lose nothing.
 * From the review's "Change" links it opens on that question and returns to the review.
 */
export function FormView({ serviceId, changing }: Props) {
  const form = useResource(() => loadForm(serviceId, changing), [serviceId, changing?.caseId]);
  const data = form.data.value;
  useTitle(data?.service ? text(data.service.name) : t('m.formTitle'), false);
  if (!data) {
    return (
      <section>
        <p>
          <a href={hrefTo('catalogue')}>{t('m.back')}</a>
        </p>
        <h1 tabIndex={-1}>{t('m.loading')}</h1>
        <FailureRegion error={form.error.value} area="m" />
        {form.error.value === undefined && <Loading minHeight="40rem" label=" " />}
      </section>
    );
  }
  if (!data.service) {
    return (
      <section>
        <h1 tabIndex={-1}>{t('m.formTitle')}</h1>
        <p class="error">{t('m.noSuchService')}</p>
        <p>
          <a href={hrefTo('catalogue')}>{t('m.back')}</a>
        </p>
      </section>
    );
  }
  return (
    <Questions
      key={`${serviceId}/${changing?.caseId ?? ''}`}
      data={{ ...data, service: data.service }}
      changing={changing}
    />
  );
}

/** Every missing answer, in the order of the page; the slot too, even before it can be chosen. */
function missingAnswers(
  service: ServiceEntry,
  profile: string | undefined,
  fields: Record<string, string>,
): FieldProblem[] {
  const target = (key: string) => `question-${key}`;
  const needsRoom = service.id === 'raum';
  /** The slot can be chosen once the time of day (and the room) are chosen. */
  const slotChoosable = Boolean(fields.zeitraum) && (!needsRoom || Boolean(fields.raum));
  const found: FieldProblem[] = [];
  if (!profile) found.push({ target: target('profile'), message: t('m.errPerson') });
  for (const field of service.fields) {
    if (fields[field.key]) continue;
    if (field.key === 'slot') {
      found.push({
        target: target('slot'),
        message: slotChoosable ? t('m.errSlot') : t('m.errSlotFirst', { room: needsRoom ? t('m.slotRoom') : '' }),
      });
      continue;
    }
    found.push({ target: target(field.key), message: t('m.errChoose', { question: text(field.label) }) });
  }
  return found;
}

/** Change links land on their question, not the top of the form. */
function useLandOnQuestion(field: string | undefined) {
  useEffect(() => {
    if (!field) return;
    // After the app's own focus move to the heading (a parent effect, which runs after this one).
    const timer = setTimeout(() => {
      const target = document.getElementById(`question-${field}`);
      // The chosen answer if there is one (a radio group is entered at its checked radio).
      const first =
        target?.querySelector<HTMLInputElement>('input:checked') ?? target?.querySelector<HTMLInputElement>('input');
      (first ?? target)?.focus();
      target?.scrollIntoView({ block: 'center' });
    }, 0);
    return () => clearTimeout(timer);
  }, [field]);
}

/** A question's fieldset attributes: its id to land on, and its error beside it. */
interface QuestionFrame {
  id: string;
  tabIndex: number;
  class: string | undefined;
  'aria-describedby': string | undefined;
}

/** Who applies: one of the world's people. */
function PersonQuestion({
  frame,
  error,
  profiles,
  chosen,
  choose,
}: {
  frame: QuestionFrame;
  error: string | undefined;
  profiles: Profile[];
  chosen: string | undefined;
  choose: (id: string) => void;
}) {
  return (
    <fieldset {...frame}>
      <legend>{t('m.person')}</legend>
      <FieldError target={frame.id} message={error} />
      {profiles.map((person) => (
        <label class="check" key={person.id}>
          <input
            type="radio"
            name="profile"
            value={person.id}
            checked={chosen === person.id}
            onChange={() => choose(person.id)}
          />
          <span>
            {person.name}
            {person.address && <span class="hint"> – {localAddress(person.address)}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** One of the catalogue's questions with its choices. */
function ChoiceQuestion({
  frame,
  error,
  field,
  chosen,
  choose,
}: {
  frame: QuestionFrame;
  error: string | undefined;
  field: ServiceEntry['fields'][number];
  chosen: string | undefined;
  choose: (value: string) => void;
}) {
  return (
    <fieldset {...frame}>
      <legend>{text(field.label)}</legend>
      <FieldError target={frame.id} message={error} />
      {('options' in field ? field.options : []).map((option) => (
        <label class="check" key={option.value}>
          <input
            type="radio"
            name={field.key}
            value={option.value}
            checked={chosen === option.value}
            onChange={() => choose(option.value)}
          />
          {text(option.label)}
        </label>
      ))}
    </fieldset>
  );
}

function Questions({
  data: { service, profiles, original, answers, world },
  changing,
}: {
  data: FormData & { service: ServiceEntry };
  changing: Props['changing'];
}) {
  const [profile, setProfile] = useState<string | undefined>(answers.profile);
  const [fields, setFields] = useState<Record<string, string>>(answers.fields);
  const [errors, setErrors] = useState<FieldProblem[]>([]);
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading, !changing);
  useTitle(text(service.name), errors.length > 0);

  // Every answer is kept as it is given (not in change mode: the case holds those answers).
  useEffect(() => {
    if (!original && world) keepAnswers(world, service.id, { ...(profile ? { profile } : {}), fields });
  }, [profile, fields]);

  useLandOnQuestion(changing?.field);

  const choiceFields = service.fields.filter((field) => field.key !== 'slot');
  const needsRoom = service.id === 'raum';
  const target = (key: string) => `question-${key}`;
  const dropError = (key: string) => setErrors((current) => current.filter((error) => error.target !== target(key)));
  const set = (key: string, value: string) => {
    setFields((current) => {
      const next = { ...current, [key]: value };
      // A new time of day or room offers other slots.
      if ((key === 'zeitraum' || key === 'raum') && current[key] !== value) delete next.slot;
      return next;
    });
    dropError(key);
  };

  async function submit(event: Event) {
    event.preventDefault();
    const found = missingAnswers(service, profile, fields);
    setErrors(found);
    if (found.length > 0 || !profile) return;
    const input: DraftInput = {
      service: service.id,
      profile,
      fields: Object.fromEntries(service.fields.map((field) => [field.key, fields[field.key] ?? ''])),
    };
    if (original && unchanged(original, input)) {
      // Nothing changed: back to the same review, no new draft.
      navigateTo('review', { case: original.id });
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      // A change on the review changes that case (PUT): one case, no cancelled earlier version (issue #26).
      const saved =
        original?.state === 'review' ? await municipal.changeDraft(original.id, input) : await municipal.draft(input);
      navigateTo('review', { case: saved.id });
    } catch (error) {
      if (problemCode(error) === 'booking_conflict') {
        // The slot was taken meanwhile: an error of the slot question, in the summary and beside it.
        setFields(({ slot: _taken, ...rest }) => rest);
        setErrors([{ target: target('slot'), message: t('m.err.booking_conflict') }]);
      } else setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (key: string) => errors.find((error) => error.target === target(key))?.message;
  const questionProps = (key: string) => ({
    id: target(key),
    tabIndex: -1,
    class: errorOf(key) ? 'field-error' : undefined,
    'aria-describedby': errorOf(key) ? errorId(target(key)) : undefined,
  });

  return (
    <section>
      <p>
        {original ? (
          <a href={hrefTo('review', { case: original.id })}>{t('m.backToReview')}</a>
        ) : (
          <a href={hrefTo('catalogue')}>{t('m.back')}</a>
        )}
      </p>
      <ErrorSummary errors={errors} />
      <h1 tabIndex={-1} ref={heading}>
        {text(service.name)}
      </h1>
      <p>{text(service.description)}</p>
      <form class="stack wide" onSubmit={submit} noValidate>
        <PersonQuestion
          frame={questionProps('profile')}
          error={errorOf('profile')}
          profiles={profiles}
          chosen={profile}
          choose={(id) => {
            setProfile(id);
            dropError('profile');
          }}
        />
        {choiceFields.map((field) => (
          <ChoiceQuestion
            key={field.key}
            frame={questionProps(field.key)}
            error={errorOf(field.key)}
            field={field}
            chosen={fields[field.key]}
            choose={(value) => set(field.key, value)}
          />
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
        <FailureRegion error={failure} area="m" />
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
