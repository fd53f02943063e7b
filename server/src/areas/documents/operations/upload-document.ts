// POST /v3/documents: a PDF as multipart (`file`, optional `title`) or as JSON with base64. The
// multipart file part arrives already written to disk (spooled-upload.ts, through the multipart reader).
import { invalidInput } from '../../../domain-errors.ts';
import { isMultipart, multipartFile } from '../../../multipart-parts.ts';
import type { Handler } from '../../handler.ts';
import { toDocument } from '../to-contract.ts';
import { decodeBase64 } from '../rules.ts';
import { isSpooledFile } from '../spooled-upload.ts';
import { storeUpload, type UploadInput } from '../upload.ts';

export const uploadDocument: Handler<'uploadDocument'> = async (request, reply, ctx, caller) => {
  const { userId } = caller;
  let upload: UploadInput;
  if (isMultipart(request)) {
    const body = request.body as unknown as { file?: unknown; title?: string };
    if (!isSpooledFile(body.file)) {
      throw invalidInput('Send the PDF as the file part `file`.', [
        { pointer: '/body/file', detail: 'must be a file', code: 'type' },
      ]);
    }
    const info = multipartFile(request, 'file');
    upload = {
      ownerId: userId,
      spooled: body.file,
      fileName: info.filename,
      declaredType: info.mimetype,
      title: body.title,
    };
  } else {
    const body = request.body;
    const bytes = decodeBase64(body.content);
    if (!bytes || bytes.byteLength === 0) {
      throw invalidInput('The content is not valid base64.', [
        { pointer: '/body/content', detail: 'must be base64 (RFC 4648)', code: 'contentEncoding' },
      ]);
    }
    upload = { ownerId: userId, bytes, fileName: body.name, title: body.title };
  }
  const row = await storeUpload(ctx, upload);
  reply.code(201);
  return toDocument(row);
};
