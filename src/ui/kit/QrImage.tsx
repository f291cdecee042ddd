import { QR_MARGIN, qrModules, qrPath, SCREEN_MODULE_PX } from './qr.ts';

export interface QrImageProps {
  text: string;
  label: string;
  mode?: 'Byte' | 'Alphanumeric';
  class?: string;
  testId?: string;
  /** CSS px a module on screen: SCREEN_MODULE_PX unless a larger whole number fits (the enlarged code). */
  modulePx?: number;
}

/**
 * A QR code of `text` as SVG, black on white with its quiet zone. Its size follows its module count
 * (`--qr-modules`, styles.css): SCREEN_MODULE_PX per module on screen, PRINT_MODULE_MM on paper, so
 * a long link is drawn larger instead of denser (issue #33).
 */
export function QrImage({ text, label, mode, class: extra, testId, modulePx = SCREEN_MODULE_PX }: QrImageProps) {
  const modules = qrModules(text, mode);
  const size = modules.length + 2 * QR_MARGIN;
  // Whole pixels a module: a module of 8.5 px is drawn as 8 and 9 px ones, which a phone misreads.
  const px = Math.max(SCREEN_MODULE_PX, Math.floor(modulePx));
  return (
    <svg
      class={extra ? `qr-image ${extra}` : 'qr-image'}
      viewBox={`0 0 ${size} ${size}`}
      width={size * px}
      height={size * px}
      style={`--qr-modules: ${size}; --qr-px: ${px}px`}
      role="img"
      aria-label={label}
      shape-rendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
      data-testid={testId}
      data-text={testId ? text : undefined}
      data-modules={size}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(modules, QR_MARGIN)} fill="#000" />
    </svg>
  );
}
