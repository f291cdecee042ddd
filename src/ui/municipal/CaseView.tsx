import { useEffect, useRef, useState } from 'preact/hooks';
import { lang, t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { href, navigate } from '../router.ts';
import { type Case, municipal, worldVersion } from './api.ts';
import {
  announce,
  catalogue,
  describeError,
  errorCode,
  euros,
  loadCatalogue,
  optionText,
  serviceName,
  slotText,
} from './flow.ts';
import { useHeadingFocus } from './focus.ts';

/** A case after review: the outcome panel, what happens next, the receipt, and cancellation. */
export function CaseView({ caseId }: { caseId: string }) {
  const [data, setData] = useState<Case | undefined>();
  const [failure, setFailure] = useState('');
  const [asking, setAsking] = useState(false);
  const [receipt, setReceipt] = useState<string | undefined>();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [named, setNamed] = useState(false);
  useHeadingFocus(heading, Boolean(data) && named);
  useTitle(
    data ? t('m.caseTitle', { number: data.receipt?.number ?? serviceName(data.service) }) : t('m.loading'),
    failure !== '',
  );

  useEffect(() => {
    // Service names and choice labels come from the catalogue, in the chosen language.
    void loadCatalogue()
      .catch(() => undefined)
      .then(() => setNamed(true));
  }, []);

  useEffect(() => {
    municipal
      .getCase(caseId)
      .then((found) => {
        setData(found);
        if (found.state === 'review') navigate(`/buergerservice/pruefen/${found.id}`);
      })
      .catch((error) => setFailure(describeError(error)));
  }, [caseId, worldVersion.value]);

  useEffect(() => {
    if (asking) confirmHeading.current?.focus();
  }, [asking]);

  useEffect(() => {
    // Fetched with the bearer header and shown as a blob URL: the capability never enters a URL.
    setReceipt(undefined);
    if (!data?.receipt) return;
    let url: string | undefined;
    municipal
      .receiptUrl(data, lang.value)
      .then((made) => {
        url = made;
        setReceipt(made);
      })
      .catch(() => undefined);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [data?.id, data?.version, lang.value]);

  if (!data) {
    return (
      <section>
        <h1 tabIndex={-1}>{t('m.loading')}</h1>
        <div role="alert">{failure && <p class="error">{failure}</p>}</div>
      </section>
    );
  }

  async function cancel() {
    if (!data) return;
    setFailure('');
    try {
      setData(await municipal.cancel(data.id, data.version));
      setAsking(false);
      // The outcome panel's heading now says "Cancelled": focus it and say it.
      heading.current?.focus();
      announce(t('m.cancelledAnnounce'));
    } catch (error) {
      setFailure(describeError(error));
      if (errorCode(error) === 'stale_version') setData(await municipal.getCase(data.id));
    }
  }

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
      {receipt && data.receipt && (
        <p class="actions">
          <a href={receipt} target="_blank" rel="noopener">
            {t('m.receipt')}
          </a>
          <a href={receipt} download={`${lang.value === 'de' ? 'quittung' : 'receipt'}-${data.receipt.number}.pdf`}>
            {t('m.receiptDownload')}
          </a>
        </p>
      )}
      <div role="alert">{failure && <p class="error">{failure}</p>}</div>
      {data.can_cancel && !asking && (
        <>
          <h2>{t('m.cancelBooking')}</h2>
          <p id="cancel-explain">{t('m.cancelExplain')}</p>
          <p>
            <button
              type="button"
              class="secondary warning"
              aria-describedby="cancel-explain"
              onClick={() => setAsking(true)}
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
                setAsking(false);
                heading.current?.focus();
              }}
            >
              {t('m.keep')}
            </button>
          </div>
        </div>
      )}
      <p class="actions">
        <a href={href('/buergerservice/vorgaenge')}>{t('m.myCases')}</a>
        <a href={href('/buergerservice')}>{t('m.back')}</a>
      </p>
    </section>
  );
}

function catalogueEntry(id: string) {
  return catalogue.value?.find((s) => s.id === id);
}
