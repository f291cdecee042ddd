import { BASE } from '../api/client.ts';
import { type MessageKey, t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import { SCENARIO_FILES } from '../transfer/ScenarioLinks.tsx';
import { CollectCards } from './cards/CollectCards.tsx';
import { ROOM_GUIDE } from './context.ts';
import { type RoomPageKey, tp } from './page-strings.ts';
import { qrModules, qrPath } from './qr.ts';
import { StorageStatusView } from './StorageStatusView.tsx';

/** Quiet zone around a code, in modules (the standard asks for 4). */
const MARGIN = 4;

function QrCode({ text, label }: { text: string; label: string }) {
  const modules = qrModules(text);
  const size = modules.length + 2 * MARGIN;
  return (
    <figure class="qr" data-testid="qr" data-text={text}>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={label}
        shape-rendering="crispEdges"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={qrPath(modules, MARGIN)} fill="#000" />
      </svg>
      <figcaption>
        <strong>{label}</strong>
        <br />
        <code>{text}</code>
      </figcaption>
    </figure>
  );
}

const CHECKLIST: Array<{ heading: RoomPageKey; items: RoomPageKey[] }> = [
  { heading: 'room.before', items: ['room.before1', 'room.before2', 'room.before3'] },
  { heading: 'room.door', items: ['room.door1', 'room.door2', 'room.door3'] },
  { heading: 'room.during', items: ['room.during1', 'room.during2'] },
  { heading: 'room.after', items: ['room.after1', 'room.after2'] },
];

/** The facilitator's room page: QR codes of the site and the scenario links, the checklist, a print layout. */
export function RoomScreen() {
  useTitle(tp('room.title'));
  const site = new URL(BASE, window.location.origin).href;
  const scenarios = SCENARIO_FILES.map((name) => ({
    name,
    url: `${site}#/import?from=${encodeURIComponent(`scenarios/${name}.sandbox`)}`,
  }));
  return (
    <section class="room-page">
      <h1 tabIndex={-1}>{tp('room.title')}</h1>
      <p class="lead">{tp('room.intro')}</p>
      {!window.isSecureContext && (
        <p class="notice" role="alert" data-testid="room-insecure">
          {tp('room.qrInsecure', { host: window.location.host })}
        </p>
      )}
      <div class="qr-codes">
        <QrCode text={site} label={tp('room.siteQr')} />
        {scenarios.map((scenario) => (
          <QrCode
            key={scenario.name}
            text={scenario.url}
            label={tp('room.scenarioQr', { name: t(`transfer.scenario.${scenario.name}` as MessageKey) })}
          />
        ))}
      </div>
      <h2>{tp('room.checklist')}</h2>
      <div class="room-checklist">
        {CHECKLIST.map((part) => (
          <section key={part.heading}>
            <h3>{tp(part.heading)}</h3>
            <ul>
              {part.items.map((item) => (
                <li key={item}>{tp(item)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div class="room-actions">
        <button type="button" onClick={() => window.print()}>
          {tp('room.print')}
        </button>{' '}
        <a href={`${BASE}${ROOM_GUIDE}`}>{t('room.guideLink')}</a>
      </div>
      <CollectCards />
      <div class="room-device">
        <h2>{tp('room.thisDevice')}</h2>
        <StorageStatusView />
      </div>
    </section>
  );
}
