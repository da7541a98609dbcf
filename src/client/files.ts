import type { FormAnswer } from '../shared/ui/browser';
import { localeHeader } from './locale-header';

/**
 * The browser side of the Toolbox's file handling (docs/decisions/012-toolbox.md): sending a form
 * with its file, saving an answer as a download, turning a picture into a JPEG on a canvas.
 */

export async function sendForm(form: HTMLFormElement): Promise<FormAnswer> {
  const post = form.method.toLowerCase() === 'post';
  const data = new FormData(form);
  const url = new URL(form.action);
  if (!post) for (const [name, value] of data) if (typeof value === 'string') url.searchParams.set(name, value);
  const response = await fetch(url, {
    method: post ? 'POST' : 'GET',
    body: post ? data : undefined,
    headers: localeHeader(),
    credentials: 'same-origin',
  });
  const headers = Object.fromEntries(response.headers);
  if (headers['content-type']?.startsWith('application/json'))
    return { status: response.status, headers, blob: null, body: await response.json().catch(() => null) };
  return { status: response.status, headers, blob: await response.blob(), body: null };
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
