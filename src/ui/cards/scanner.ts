/**
 * Reading QR codes from the camera (issue #28, docs/decisions.md "Reading QR codes"): the browser's own
 * BarcodeDetector where it reads QR codes (Chrome on Android and macOS, Safari 17+ on Apple systems),
 * else jsQR, pure JavaScript, loaded only here and only then. Frames are read a few times a second,
 * downscaled, so a phone stays cool; the caller decides what a text means (card-code.ts).
 */

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export type Decoder = 'native' | 'library';

export interface Scanner {
  decoder: Decoder;
  stop(): void;
}

/** A frame is read every this many ms. */
const FRAME_MS = 200;
/** Frames are read at most this wide (a code filling a quarter of it still has 3+ pixels a module). */
const FRAME_WIDTH = 800;

async function nativeDetector(): Promise<BarcodeDetectorLike | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return undefined;
    return new Detector({ formats: ['qr_code'] });
  } catch {
    return undefined;
  }
}

/** Whether this browser offers a camera at all (a secure context with getUserMedia). */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Starts the camera into `video` and calls `onText` with each code's text it reads, until stopped. */
export async function startScanner(video: HTMLVideoElement, onText: (text: string) => void): Promise<Scanner> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
    audio: false,
  });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    video.muted = true;
    video.playsInline = true;
    await video.play();
    const native = await nativeDetector();
    const jsQR = native ? undefined : (await import('jsqr')).default;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const read = async () => {
      if (stopped) return;
      try {
        if (video.readyState >= 2 && video.videoWidth > 0) {
          if (native) {
            for (const code of await native.detect(video)) onText(code.rawValue);
          } else if (jsQR && context) {
            const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
            canvas.width = Math.round(video.videoWidth * scale);
            canvas.height = Math.round(video.videoHeight * scale);
            context.drawImage(video, 0, 0, canvas.width, canvas.height);
            const frame = context.getImageData(0, 0, canvas.width, canvas.height);
            const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
            if (code?.data) onText(code.data);
          }
        }
      } catch {
        // A frame that cannot be read (the camera just changed size): the next one is read.
      }
      if (!stopped) timer = setTimeout(() => void read(), FRAME_MS);
    };
    void read();
    return { decoder: native ? 'native' : 'library', stop };
  } catch (error) {
    stop();
    throw error;
  }
}
