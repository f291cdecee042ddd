import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RuleSummary } from '../../engine/report/rule-list.ts';
import { owner } from '../api/owner-client.ts';
import { lang, t } from '../i18n/index.ts';
import { createBoardModel } from './board-model.ts';
import { boardStore } from './board-store.ts';
import { type CollectNote, collectFiles, collectText } from './collect.ts';
import { RoomBoard } from './RoomBoard.tsx';
import { cameraAvailable, type Decoder, type Scanner, startScanner } from './scanner.ts';
import { tc } from './strings.ts';
import './cards.css';

/** Notes shown at most (newest first). */
const NOTES_SHOWN = 5;

/**
 * "Collect cards" on the room page (issue #28): scan participants' codes with this device's camera or
 * load their `.card` files; the room board below keeps them on this device.
 */
export function CollectCards() {
  const board = useMemo(() => createBoardModel(boardStore), []);
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | undefined>(undefined);
  const seen = useRef(new Set<string>());
  const [scanning, setScanning] = useState<Decoder | 'starting' | undefined>();
  const [cameraProblem, setCameraProblem] = useState<string | undefined>();
  const [notes, setNotes] = useState<CollectNote[]>([]);
  const [rules, setRules] = useState<RuleSummary[] | undefined>();
  const [rulesError, setRulesError] = useState<unknown>();

  useEffect(() => {
    void board.load();
    return () => scanner.current?.stop();
  }, []);
  // The rules' words in the screen's language (issue #26), read again when it changes.
  const language = lang.value;
  useEffect(() => {
    owner.listRules(language).then(setRules, setRulesError);
  }, [language]);

  const note = (next: CollectNote | undefined) => {
    if (next) setNotes((list) => [next, ...list].slice(0, NOTES_SHOWN));
  };

  async function start() {
    if (!video.current) return;
    setCameraProblem(undefined);
    setScanning('starting');
    seen.current.clear();
    try {
      scanner.current = await startScanner(video.current, (text) => {
        // Each code is read many times while it is held up: it is taken once.
        if (seen.current.has(text)) return;
        seen.current.add(text);
        void collectText(board, text).then(note);
      });
      setScanning(scanner.current.decoder);
    } catch (error) {
      setScanning(undefined);
      setCameraProblem(tc('cards.cameraFailed', { reason: (error as Error)?.name ?? String(error) }));
    }
  }

  function stop() {
    scanner.current?.stop();
    scanner.current = undefined;
    setScanning(undefined);
  }

  const problems = notes.filter((item) => item.kind === 'problem');
  const done = notes.filter((item) => item.kind === 'ok');
  return (
    <section class="collect-cards" aria-labelledby="collect-heading" data-testid="collect-cards">
      <h2 id="collect-heading">{tc('cards.title')}</h2>
      <p>{tc('cards.intro')}</p>
      {cameraAvailable() ? (
        <div class="actions">
          {scanning ? (
            <button type="button" class="secondary" onClick={stop}>
              {tc('cards.stop')}
            </button>
          ) : (
            <button type="button" onClick={() => void start()}>
              {tc('cards.scan')}
            </button>
          )}
        </div>
      ) : (
        <p class="notice">{tc('cards.noCamera')}</p>
      )}
      <video ref={video} class="collect-video" hidden={!scanning} aria-label={tc('cards.video')} muted playsInline />
      {scanning && scanning !== 'starting' && (
        <p class="hint" data-testid="collect-decoder" data-decoder={scanning}>
          {tc('cards.scanning')} {tc(`cards.decoder.${scanning}`)}
        </p>
      )}
      <div class="field">
        <label for="collect-files">{tc('cards.files')}</label>
        <p class="hint" id="collect-files-hint">
          {tc('cards.filesHint')}
        </p>
        <input
          id="collect-files"
          type="file"
          accept=".card,text/plain"
          multiple
          aria-describedby="collect-files-hint"
          onChange={(event) => {
            const input = event.currentTarget;
            const files = [...(input.files ?? [])];
            void collectFiles(board, files).then((list) => {
              for (const item of list) note(item);
              input.value = '';
            });
          }}
        />
      </div>
      <div role="alert" data-testid="collect-problems">
        {cameraProblem && <p class="error">{cameraProblem}</p>}
        {board.failure.value !== undefined && (
          <>
            <p class="error">{tc('cards.loadFailed')}</p>
            <button type="button" class="secondary" onClick={() => void board.load()}>
              {t('kit.retry')}
            </button>
          </>
        )}
        {problems.map((item) => (
          <p key={item.text} class="error">
            {item.text}
          </p>
        ))}
      </div>
      <div role="status" data-testid="collect-notes">
        {done.map((item) => (
          <p key={item.text}>{item.text}</p>
        ))}
      </div>
      {board.loaded.value && board.failure.value === undefined && (
        <RoomBoard model={board} rules={rules} rulesError={rulesError} />
      )}
    </section>
  );
}
