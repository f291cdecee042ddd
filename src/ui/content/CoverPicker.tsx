import { useEffect, useState } from 'preact/hooks';
import type { Image } from '../../engine/content/contract.ts';
import { t } from '../i18n/index.ts';
import { FailureRegion } from '../kit/index.ts';
import { contentBlobUrl, contentRequest, contentUploadRequest } from './workspace-api.ts';

/** An image as GET /api/images lists it. */
export type ImageInfo = Image;

/** An image of the workspace shown through a blob: URL (read with the token), with its alt text. */
function Thumb({ id, alt }: { id: string; alt: string }) {
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    let made: string | undefined;
    void contentBlobUrl(`/api/images/${id}`).then((url) => {
      made = url;
      setSrc(url);
    });
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return src ? <img class="thumb" src={src} alt={alt} /> : <span class="thumb thumb-empty" />;
}

/** An image chosen for upload but not uploaded yet: the editor uploads it on save (never dropped). */
export interface PendingCover {
  file: File | undefined;
  alt: string;
}

interface Props {
  value: string | null;
  onChange(id: string | null): void;
  pending: PendingCover;
  onPending(pending: PendingCover): void;
}

/** Uploads an image with its alt text; answers the image or throws the kit's ApiError. */
export function uploadCover(file: Blob, alt: string): Promise<ImageInfo> {
  return contentUploadRequest<ImageInfo>(`/api/images?alt=${encodeURIComponent(alt.trim())}`, file);
}

/**
 * The cover as people expect it from Ghost or Strapi: a preview with its alt text, upload of a new
 * image with alt text, or a choice among the images already uploaded; never an id to type.
 */
export function CoverPicker({ value, onChange, pending, onPending }: Props) {
  const [images, setImages] = useState<ImageInfo[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [choosing, setChoosing] = useState(false);
  // The chosen file and its alt text live in the editor (pending), so a save never drops them.
  const { file, alt } = pending;
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  async function loadImages(page = 1) {
    try {
      const list = await contentRequest<{ images: ImageInfo[]; next_page: number | null }>(`/api/images?page=${page}`);
      setImages((current) => (page === 1 ? list.images : [...current, ...list.images]));
      setNext(list.next_page);
    } catch (error) {
      setFailure(error);
    }
  }

  useEffect(() => {
    void loadImages();
  }, []);

  async function upload() {
    if (!file) return setMessage(t('cover.chooseFile'));
    if (!alt.trim()) return setMessage(t('cover.altMissing'));
    setBusy(true);
    setMessage('');
    setFailure(undefined);
    try {
      const image = await uploadCover(file, alt);
      onPending({ file: undefined, alt: '' });
      onChange(image.id);
      await loadImages();
      setMessage(t('cover.uploaded'));
    } catch (error) {
      // The file and its alt text stay chosen: try again, or save (which uploads them first).
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const current = images.find((image) => image.id === value);

  return (
    <fieldset class="cover-picker" data-testid="cover">
      <legend>{t('field.cover')}</legend>
      {value ? (
        <div class="cover-current">
          <Thumb id={value} alt={current?.alt ?? ''} />
          <p>
            {t('cover.altLabel')}: {current?.alt || t('cover.noAlt')}
          </p>
          <button type="button" class="secondary" onClick={() => onChange(null)}>
            {t('cover.remove')}
          </button>
        </div>
      ) : (
        <p class="hint">{t('cover.none')}</p>
      )}
      <div class="stack">
        <label for="cover-file">{t('cover.upload')}</label>
        <span class="hint" id="cover-file-hint">
          {t('cover.uploadHint')}
        </span>
        <input
          id="cover-file"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-describedby="cover-file-hint"
          onChange={(e) => onPending({ file: e.currentTarget.files?.[0], alt })}
        />
        <label for="cover-alt">{t('cover.alt')}</label>
        <span class="hint" id="cover-alt-hint">
          {t('cover.altHint')}
        </span>
        <input
          id="cover-alt"
          value={alt}
          maxLength={500}
          aria-describedby="cover-alt-hint"
          onInput={(e) => onPending({ file, alt: e.currentTarget.value })}
        />
        <div class="actions">
          <button type="button" class="secondary" onClick={upload} disabled={busy}>
            {t('cover.uploadUse')}
          </button>
          <button type="button" class="secondary" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
            {t('cover.chooseExisting')}
          </button>
        </div>
      </div>
      {file && (
        <p class="hint" data-testid="cover-pending">
          {t('cover.pending', { name: file.name })}
        </p>
      )}
      <p role="status">{message}</p>
      <FailureRegion error={failure} area="content" />
      {choosing &&
        (images.length === 0 ? (
          <p>{t('cover.noImages')}</p>
        ) : (
          <ul class="image-grid" data-testid="image-choices">
            {images.map((image) => (
              <li key={image.id}>
                <Thumb id={image.id} alt={image.alt} />
                <span class="image-alt">{image.alt || t('cover.noAlt')}</span>
                <button
                  type="button"
                  class="secondary"
                  aria-pressed={image.id === value}
                  onClick={() => {
                    onChange(image.id);
                    setChoosing(false);
                  }}
                >
                  {t('cover.use')}
                  <span class="visually-hidden"> {image.alt}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
      {choosing && next && (
        <button type="button" class="secondary" onClick={() => void loadImages(next)}>
          {t('cover.moreImages')}
        </button>
      )}
    </fieldset>
  );
}
