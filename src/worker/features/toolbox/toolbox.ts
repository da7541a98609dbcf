import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { PRINT_TEMPLATE_IDS, printTemplate } from '../../../shared/catalogue/print-templates';
import { TOOLBOX_PATHS } from '../../../shared/toolbox';
import { fileStem, TOOLBOX_MAX_BYTES } from '../../../shared/toolbox-files';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem, validated } from '../../platform/http/validation';
import { isJpeg, isQuarterTurn, JpegError, type JpegInfo, readJpeg, stripMetadata } from './jpeg';
import { photoPdf } from './photo-pdf';
import { templatePdf } from './template-pdf';

/** The Toolbox block's file tools (spec §7 `/web-api/toolbox-*`; docs/decisions/012-toolbox.md). */
export const toolbox = new Hono<AppEnv>();

/** An uploaded JPEG that passed the checks: its bytes, marker structure and a safe file name. */
interface JpegUpload {
  bytes: Uint8Array;
  info: JpegInfo;
  stem: string;
}

const tooLarge = problem('file', `must be at most ${TOOLBOX_MAX_BYTES / 1024 / 1024} MB`);

/**
 * Reads the multipart field `file` as a JPEG, checking the bytes rather than the name or type:
 * missing or empty 400, too large 413, not a JPEG 415, truncated or damaged 422.
 */
const jpegUpload = () =>
  createMiddleware<AppEnv & { Variables: { upload: JpegUpload } }>(async (c, next) => {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return c.json(problem('file', 'must be sent as multipart/form-data'), 400);
    }
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return c.json(problem('file', 'must be a file that is not empty'), 400);
    if (file.size > TOOLBOX_MAX_BYTES) return c.json(tooLarge, 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isJpeg(bytes)) return c.json(problem('file', 'must be a JPEG image'), 415);
    try {
      c.set('upload', { bytes, info: readJpeg(bytes), stem: fileStem(file.name) });
    } catch (error) {
      if (error instanceof JpegError) return c.json(problem('file', error.message), 422);
      throw error;
    }
    await next();
  });

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

toolbox.post(TOOLBOX_PATHS['convert-pdf'], jpegUpload(), (c) => {
  const { bytes, info, stem } = c.get('upload');
  let pdf: Uint8Array<ArrayBuffer>;
  try {
    pdf = photoPdf(bytes, info);
  } catch (error) {
    if (error instanceof JpegError) return c.json(problem('file', error.message), 422);
    throw error;
  }
  return c.body(pdf, 200, {
    'content-type': 'application/pdf',
    'content-disposition': attachment(`${stem}.pdf`),
    ...cachePolicy(CACHE.none),
  });
});

toolbox.post(TOOLBOX_PATHS['optimize-image'], jpegUpload(), (c) => {
  const { bytes, info, stem } = c.get('upload');
  const turned = isQuarterTurn(info.orientation);
  return c.body(stripMetadata(bytes, info), 200, {
    'content-type': 'image/jpeg',
    'content-disposition': attachment(`${stem}.jpg`),
    ...cachePolicy(CACHE.none),
    // The picture as it is shown (upright), which is what it prints as.
    'x-image-width': String(turned ? info.height : info.width),
    'x-image-height': String(turned ? info.width : info.height),
  });
});

const DownloadQuery = z.object({ format: z.enum(PRINT_TEMPLATE_IDS, { error: `must be one of ${PRINT_TEMPLATE_IDS.join(', ')}` }) });

toolbox.get(TOOLBOX_PATHS.download, validated('query', DownloadQuery), (c) => {
  const template = printTemplate(c.req.valid('query').format);
  return c.body(templatePdf(template), 200, {
    'content-type': 'application/pdf',
    'content-disposition': attachment(`template-${template.id}.pdf`),
    // The same bytes for every visitor until the next deploy.
    ...cachePolicy(CACHE.long),
  });
});
