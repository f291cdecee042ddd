import type { Plugin } from 'vite';

export function renderRoomGuide(markdown: string): string;
export function roomGuidePage(outDir: string): Plugin;
