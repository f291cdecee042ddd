import { useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { FailureRegion, problemCode, problemMessage, useTitle } from '../kit/index.ts';
import { navigateTo } from '../router.ts';
import { hrefTo } from '../routes.ts';
import { clearAnswers } from '../world/answers.ts';
import { session, world, worldOffsetMs } from '../world/session.ts';
import { municipal } from './api.ts';
import { announce, euros, loadCatalogue, localAddress, optionText, slotText, text } from './flow.ts';
import { useHeadingFocus } from './focus.ts';
import { createReviewModel, type ReviewModel } from './review-model.ts';
import { useModel } from './use-model.ts';

/**
 * The review before its case is shown: loading, a failure to load (with "Try again"), or an unknown or
 * old id (a bookmark, an ended world), which ends here as on the case route: "not found", and the way on.
 */
function ReviewNotShown({
  model,
  notFound,
  loadFailure,
}: {
  model: ReviewModel;
  notFound: boolean;
  loadFailure: unknown;
}) {
  const failure = model.failure.value;
  return (
    <section>
      <h1 tabIndex={-1} data-testid="review-heading">
        {notFound ? t('m.caseNotFound') : t('m.reviewTitle')}
      </h1>
      {notFound ? (
        <div role="alert">
          <p>{t('m.caseNotFoundText')}</p>
        </div>
      ) : loadFailure !== undefined ? (
        <FailureRegion error={loadFailure} area="m" onRetry={() => void model.review.refresh()} />
      ) : (
        <div role="alert">
          {failure !== undefined ? <p class="error">{problemMessage(failure, 'm')}</p> : <p>{t('m.loading')}</p>}
        </div>
      )}
      {loadFailure !== undefined && (
        <p class="actions">
          <a href={hrefTo('cases')}>{t('m.myCases')}</a>
          <a href={hrefTo('catalogue')}>{t('m.back')}</a>
        </p>
      )}
    </section>
  );
}

/** "Check your answers": every detail as the API returned it, then the explicit confirmation (review-model.ts). */
export function ReviewView({ caseId }: { caseId: string }) {
  const model = useModel(
    () =>
      createReviewModel(caseId, {
        world,
        getCase: municipal.getCase,
        catalogue: loadCatalogue,
        // The world's clock may have been moved forward (workshop): the countdown reads the world's time.
        worldSettings: municipal.worldSettings,
        submit: municipal.submit,
        cancel: municipal.cancel,
        declined: (done, agent) => {
          announce(t('m.declinedAnnounce', { name: agent }));
          navigateTo('case', { case: done.id });
        },
        offsetMs: worldOffsetMs,
        toCase: (found) => navigateTo('case', { case: found.id }),
        forgetAnswers: (service) => {
          if (session.value) clearAnswers(session.value.id, service);
        },
        sent: (done) => {
          announce(done.state === 'completed' ? t('m.completedTitle') : t('m.receivedAnnounce'));
          navigateTo('case', { case: done.id });
        },
      }),
    [caseId],
  );
  const loaded = model.review.data.value;
  const data = loaded?.found;
  const service = loaded?.service;
  const failure = model.failure.value;
  const failureCode = model.failureCode.value;
  const busy = model.busy.value;
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading, Boolean(data && service));
  const loadFailure = data ? undefined : model.review.error.value;
  const notFound = problemCode(loadFailure) === 'not_found';
  useTitle(notFound ? t('m.caseNotFound') : t('m.reviewTitle'), failure !== undefined);

  if (!data || !service) return <ReviewNotShown model={model} notFound={notFound} loadFailure={loadFailure} />;

  const left = model.left.value;
  const expired = model.expired.value;

  const formLink = hrefTo('form', { service: service.id });
  /** A change link lands on its question and returns here; `change` names the question. */
  const changeLink = (key: string) => hrefTo('formChange', { service: service.id, case: data.id, field: key });
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
        {failure !== undefined && (
          <div class="error-box">
            <p class="error">{problemMessage(failure, 'm')}</p>
            {failureCode === 'stale_version' && (
              <button type="button" class="secondary" onClick={() => void model.reloadAfterChange()}>
                {t('m.reloadReview')}
              </button>
            )}
            {failureCode === 'booking_conflict' && <a href={formLink}>{t('m.chooseOther')}</a>}
            {(failureCode === 'review_expired' || failureCode === 'profile_changed') && (
              <a href={formLink}>{t('m.startAgain')}</a>
            )}
          </div>
        )}
      </div>
      <div class="actions">
        <button
          type="button"
          onClick={() => void model.confirmAndSubmit()}
          disabled={busy || expired}
          data-testid="confirm"
        >
          {busy && !model.declining.value ? t('m.sending') : t('m.confirm')}
        </button>
        {data.awaiting_confirmation && (
          <button
            type="button"
            class="secondary"
            onClick={() => void model.decline()}
            disabled={busy}
            data-testid="decline"
          >
            {model.declining.value ? t('m.declining') : t('m.decline')}
          </button>
        )}
      </div>
    </section>
  );
}
