import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { href, navigate } from '../router.ts';
import { clearAnswers } from './answers.ts';
import { type Case, municipal, type ServiceEntry, session, worldOffsetMs, worldVersion } from './api.ts';
import {
  announce,
  describeError,
  errorCode,
  euros,
  loadCatalogue,
  localAddress,
  optionText,
  slotText,
  text,
} from './flow.ts';
import { useHeadingFocus } from './focus.ts';

/** "Check your answers": every detail as the API returned it, then the explicit confirmation. */
export function ReviewView({ caseId }: { caseId: string }) {
  const [data, setData] = useState<Case | undefined>();
  const [service, setService] = useState<ServiceEntry | undefined>();
  const [failure, setFailure] = useState<{ text: string; code?: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading, Boolean(data && service));
  useTitle(t('m.reviewTitle'), failure !== undefined);

  async function load() {
    try {
      // The world's clock may have been moved forward (workshop): the countdown reads the world's time.
      const [found, services] = await Promise.all([
        municipal.getCase(caseId),
        loadCatalogue(),
        municipal.worldSettings().catch(() => undefined),
      ]);
      setData(found);
      setService(services.find((s) => s.id === found.service));
      if (found.state !== 'review') navigate(`/buergerservice/vorgang/${found.id}`);
    } catch (error) {
      setFailure({ text: describeError(error), code: errorCode(error) });
    }
  }

  // Reload when another tab or frontend changed the world.
  useEffect(() => {
    void load();
  }, [caseId, worldVersion.value]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (!data || !service) {
    return (
      <section>
        <h1 tabIndex={-1}>{t('m.reviewTitle')}</h1>
        <div role="alert">{failure ? <p class="error">{failure.text}</p> : <p>{t('m.loading')}</p>}</div>
      </section>
    );
  }

  const left = Math.max(0, Date.parse(data.expires_at ?? '') - (now + worldOffsetMs.value));
  const expired = left === 0;

  async function confirm() {
    if (!data) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const done = await municipal.submit(data.id, data.version);
      // Sent: the answers kept for this service are in the case now.
      if (session.value) clearAnswers(session.value.id, done.service);
      announce(done.state === 'completed' ? t('m.completedTitle') : t('m.receivedAnnounce'));
      navigate(`/buergerservice/vorgang/${done.id}`);
    } catch (error) {
      setFailure({ text: describeError(error), code: errorCode(error) });
    } finally {
      setBusy(false);
    }
  }

  const formLink = href(`/buergerservice/antrag/${service.id}`);
  /** A change link lands on its question and returns here; `change` names the question. */
  const changeLink = (key: string) => href(`/buergerservice/antrag/${service.id}/aendern/${data.id}/${key}`);
  const rows: Array<{ label: string; value: string; change?: string }> = [
    { label: t('m.service'), value: text(service.name) },
    { label: t('m.person'), value: data.profile.name, change: 'profile' },
    { label: t('m.address'), value: localAddress(data.profile.address) },
    ...service.fields.map((field) => {
      const value = data.details[field.key] ?? '';
      return {
        label: text(field.label),
        value: field.key === 'slot' ? slotText(value) : optionText(service, field.key, value),
        change: field.key,
      };
    }),
    ...(data.details.new_address ? [{ label: t('m.newAddress'), value: localAddress(data.details.new_address) }] : []),
    { label: t('m.feeLabel'), value: data.fee === 0 ? t('m.noFee') : euros(data.fee) },
  ];

  return (
    <section>
      <h1 tabIndex={-1} ref={heading}>
        {t('m.reviewTitle')}
      </h1>
      {data.awaiting_confirmation && (
        <p class="notice" data-testid="awaiting-review">
          {t('m.awaitingReview', { name: data.awaiting_confirmation.by })}
        </p>
      )}
      <p>{t('m.reviewIntro')}</p>
      <dl class="summary" data-testid="review">
        {rows.map((row) => (
          <div class="summary-row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <dd class="summary-action">
              {row.change && (
                <a href={changeLink(row.change)}>
                  {t('m.change')}
                  <span class="visually-hidden">{t('m.changeWhat', { what: row.label })}</span>
                </a>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p class={expired ? 'error' : 'countdown'} data-testid="countdown">
        {expired
          ? t('m.expired')
          : t('m.timeLeft', { minutes: Math.floor(left / 60000), seconds: Math.floor((left % 60000) / 1000) })}
        {expired && (
          <>
            {' '}
            <a href={formLink}>{t('m.startAgain')}</a>
          </>
        )}
      </p>
      <h2>{t('m.declaration')}</h2>
      <p>{t('m.declarationText')}</p>
      <div role="alert">
        {failure && (
          <div class="error-box">
            <p class="error">{failure.text}</p>
            {failure.code === 'stale_version' && (
              <button type="button" class="secondary" onClick={() => void load().then(() => setFailure(undefined))}>
                {t('m.reloadReview')}
              </button>
            )}
            {failure.code === 'booking_conflict' && <a href={formLink}>{t('m.chooseOther')}</a>}
            {(failure.code === 'review_expired' || failure.code === 'profile_changed') && (
              <a href={formLink}>{t('m.startAgain')}</a>
            )}
          </div>
        )}
      </div>
      <div class="actions">
        <button type="button" onClick={confirm} disabled={busy || expired} data-testid="confirm">
          {busy ? t('m.sending') : t('m.confirm')}
        </button>
      </div>
    </section>
  );
}
