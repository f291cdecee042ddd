import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { lang, t } from '../i18n/index.ts';
import { FailureRegion, problemCode, useTitle } from '../kit/index.ts';
import { navigateTo } from '../router.ts';
import { hrefTo } from '../routes.ts';
import { world } from '../world/session.ts';
import { municipal } from './api.ts';
import { createCaseModel } from './case-model.ts';
import { announce, catalogue, euros, loadCatalogue, optionText, serviceName, slotText } from './flow.ts';
import { useHeadingFocus } from './focus.ts';
import { useModel } from './use-model.ts';

type CaseModel = ReturnType<typeof createCaseModel>;
type Case = NonNullable<CaseModel['found']['data']['value']>;

/** No case to show: loading, not found (a bookmark, an ended world), or unreadable, and the way on. */
function CaseUnread({ model }: { model: CaseModel }) {
  const loadFailure = model.found.error.value;
  const notFound = problemCode(loadFailure) === 'not_found';
  return (
    <section>
      {/* In the outcome panel's place, so the heading does not move when the case arrives. */}
      <div class="panel panel-loading">
        <h1 tabIndex={-1} data-testid="case-heading">
          {notFound ? t('m.caseNotFound') : loadFailure !== undefined ? t('m.caseUnreadable') : t('m.loading')}
        </h1>
      </div>
      {notFound ? (
        <div role="alert">
          <p>{t('m.caseNotFoundText')}</p>
        </div>
      ) : (
        <FailureRegion
          error={loadFailure}
          area="m"
          onRetry={loadFailure === undefined ? undefined : () => void model.found.refresh()}
        />
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

/** What was booked, its fee, what happens next, and the receipt. */
function CaseFacts({ data, receipt }: { data: Case; receipt: string | undefined }) {
  return (
    <>
      <p>
        {serviceName(data.service, data.details.service_name)} – {data.profile.name}
      </p>
      {data.details.slot && <p>{slotText(data.details.slot)}</p>}
      {data.service === 'raum' && data.details.raum && (
        <p>{optionText(catalogueEntry(data.service), 'raum', data.details.raum)}</p>
      )}
      <p>
        {t('m.feeLabel')}: {data.fee === 0 ? t('m.noFee') : euros(data.fee)}
      </p>
      {data.state === 'completed' && <p>{t('m.completedText')}</p>}
      {data.state === 'received' && <p class="notice">{t('m.receivedText')}</p>}
      {data.state !== 'cancelled' && (
        <>
          <h2>{t('m.next')}</h2>
          <p>{data.state === 'completed' ? t('m.nextCompleted') : t('m.nextReceived')}</p>
        </>
      )}
      {/* The receipt's row keeps its room while the PDF is made: the links arriving move nothing. */}
      {data.receipt && (
        <p class="actions receipt-links">
          {receipt && (
            <>
              <a href={receipt} target="_blank" rel="noopener">
                {t('m.receipt')}
              </a>
              <a href={receipt} download={t('m.receiptFile', { number: data.receipt.number })}>
                {t('m.receiptDownload')}
              </a>
            </>
          )}
        </p>
      )}
    </>
  );
}

/** Cancelling a booking: the button, then the question in the page; focus goes back to the outcome. */
function CaseCancel({
  model,
  data,
  heading,
}: {
  model: CaseModel;
  data: Case;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const asking = model.asking.value;
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking) confirmHeading.current?.focus();
  }, [asking]);

  async function cancel() {
    if (await model.cancel()) {
      // The outcome panel's heading now says "Cancelled": focus it and say it.
      heading.current?.focus();
      announce(t('m.cancelledAnnounce'));
    }
  }

  return (
    <>
      {data.can_cancel && !asking && (
        <>
          <h2>{t('m.cancelBooking')}</h2>
          <p id="cancel-explain">{t('m.cancelExplain')}</p>
          <p>
            <button
              type="button"
              class="secondary warning"
              aria-describedby="cancel-explain"
              onClick={() => {
                model.asking.value = true;
              }}
            >
              {t('m.cancelBooking')}
            </button>
          </p>
        </>
      )}
      {asking && (
        <div class="confirm-box">
          <h2 tabIndex={-1} ref={confirmHeading}>
            {t('m.cancelTitle')}
          </h2>
          <p>{t('m.cancelExplain')}</p>
          <div class="actions">
            <button type="button" class="warning" onClick={cancel} data-testid="confirm-cancel">
              {t('m.cancelText')}
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() => {
                model.asking.value = false;
                heading.current?.focus();
              }}
            >
              {t('m.keep')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}

/** A case after review: the outcome panel, what happens next, the receipt, and cancellation (case-model.ts). */
export function CaseView({ caseId }: { caseId: string }) {
  const model = useModel(
    () =>
      createCaseModel(caseId, {
        world,
        getCase: municipal.getCase,
        cancel: municipal.cancel,
        catalogue: loadCatalogue,
        receiptUrl: municipal.receiptUrl,
        revokeUrl: (url) => URL.revokeObjectURL(url),
        language: lang,
        toReview: (id) => navigateTo('review', { case: id }),
      }),
    [caseId],
  );
  const data = model.found.data.value;
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading, Boolean(data) && model.named.value);
  const loadFailure = data ? undefined : model.found.error.value;
  // An unknown or old id (a bookmark, an ended world) ends here: "not found", and the way on.
  const notFound = problemCode(loadFailure) === 'not_found';
  useTitle(
    data
      ? t('m.caseTitle', { number: data.receipt?.number ?? serviceName(data.service) })
      : notFound
        ? t('m.caseNotFound')
        : loadFailure !== undefined
          ? t('m.caseUnreadable')
          : t('m.loading'),
    model.failure.value !== undefined,
  );

  if (!data) return <CaseUnread model={model} />;

  const title =
    data.state === 'completed'
      ? t('m.completedTitle')
      : data.state === 'received'
        ? t('m.receivedTitle')
        : t('m.cancelledTitle');

  return (
    <section>
      <div class={`panel panel-${data.state}`} data-testid="outcome">
        <h1 tabIndex={-1} ref={heading}>
          {title}
        </h1>
        {data.receipt && (
          <p>
            {t('m.reference')}
            <br />
            <strong class="reference">{data.receipt.number}</strong>
          </p>
        )}
      </div>
      <CaseFacts data={data} receipt={model.receipt.value} />
      <FailureRegion error={model.failure.value} area="m" />
      <CaseCancel model={model} data={data} heading={heading} />
      <p class="actions">
        <a href={hrefTo('cases')}>{t('m.myCases')}</a>
        <a href={hrefTo('catalogue')}>{t('m.back')}</a>
      </p>
    </section>
  );
}

function catalogueEntry(id: string) {
  return catalogue.value?.find((s) => s.id === id);
}
