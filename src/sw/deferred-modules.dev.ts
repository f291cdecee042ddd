/**
 * The dev server's stand-in for deferred-modules.ts: Vite serves the worker as a module, and a module
 * service worker may not call import(), so there everything is part of the worker from the start
 * (vite.config.ts swaps the files). Production builds never see this file. There jsPDF is
 * part of the worker too, instead of pdf-renderer.js.
 */
import { jsPDF } from 'jspdf';
import { createDocuments } from '../engine/documents/build.ts';
import type { Documents } from '../engine/documents/port.ts';
import { createJsPdfRenderer } from '../engine/pdf/jspdf-renderer.ts';
import type { PdfRenderer } from '../engine/pdf/port.ts';
import { services } from '../engine/services/all.ts';
import type { Services } from '../engine/services/port.ts';

export const loadServices = async (): Promise<Services> => services;
export const loadDocuments = async (): Promise<Documents> => createDocuments();

export const loadPdfRenderer =
  (_scriptUrl: string): (() => Promise<PdfRenderer>) =>
  async () =>
    createJsPdfRenderer(jsPDF);
