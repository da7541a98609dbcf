import { withRequestTimeout } from '../shared/runtime/request-timeout';
import type { FormAnswer } from '../shared/ui/browser';
import { localeHeader } from './locale-header';

/**
 * The browser side of the Toolbox's file handling (docs/decisions/012-toolbox.md): sending a form
 * with its file, saving an answer as a download, turning a picture into a JPEG on a canvas.
 */

/**
 * How long a toolbox form may take (spec §8, decision 090): it sends a file of up to 15 MB
 * (TOOLBOX_MAX_BYTES), two minutes at 1 Mbit/s. Here, not beside the calls' 20 s, because no page
 * needs it before a form is sent.
 */
const FILE_REQUEST_TIMEOUT_MS = 120_000;

export function sendForm(form: HTMLFormElement): Promise<FormAnswer> {
  const post = form.method.toLowerCase() === 'post';
  const data = new FormData(form);
  const url = new URL(form.action);
  if (!post) for (const [name, value] of data) if (typeof value === 'string') url.searchParams.set(name, value);
  // spec §8: a form that takes too long fails with the spec's message; a file's upload may take longer.
  return withRequestTimeout(async (signal) => {
    const response = await fetch(url, { method: post ? 'POST' : 'GET', body: post ? data : undefined, headers: localeHeader(), signal });
    const headers = Object.fromEntries(response.headers);
    if (headers['content-type']?.startsWith('application/json'))
      return { status: response.status, headers, blob: null, body: await response.json().catch(() => null) };
    return { status: response.status, headers, blob: await response.blob(), body: null };
  }, FILE_REQUEST_TIMEOUT_MS);
}

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by then; a minute is generous for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function convertImageToJpeg(file: File, quality: number): Promise<Blob> {
  const picture = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const canvas = document.createElement('canvas');
    canvas.width = picture.width;
    canvas.height = picture.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    // JPEG has no transparency: transparent parts print white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality),
    );
  } finally {
    picture.close();
  }
}
